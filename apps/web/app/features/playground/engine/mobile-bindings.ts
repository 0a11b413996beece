/**
 * The catalogue's mobile NLPs the playground runs on a device (content/assets/nlps/mobile-gestures.yaml
 * and mobile-app-and-device.yaml; docs/playground.md#mobile-devices), joined to NLP_BINDINGS.
 */
import type { NlpBinding } from "./nlp-bindings";

const element = { input: "element", field: "target", type: "element" } as const;
const DIRECTIONS = ["up", "down", "left", "right"] as const;

export const MOBILE_BINDINGS: NlpBinding[] = [
  { nlpId: "tap-on-element", name: "Tap on element", kind: "tap", inputs: [element] },
  {
    nlpId: "tap-on-element-with-text",
    name: "Tap on element with text",
    kind: "tap",
    inputs: [{ input: "text", field: "target", type: "elementText" }],
  },
  ...DIRECTIONS.map(
    (direction): NlpBinding => ({
      nlpId: `swipe-${direction}-on-element`,
      name: `Swipe ${direction} on element`,
      kind: "swipe",
      inputs: [element],
      fixed: { direction },
    }),
  ),
  ...DIRECTIONS.map(
    (direction): NlpBinding => ({
      nlpId: `swipe-${direction}-on-screen`,
      name: `Swipe ${direction} on screen`,
      kind: "swipe",
      inputs: [],
      fixed: { direction },
    }),
  ),
  { nlpId: "hide-keyboard", name: "Hide keyboard", kind: "hideKeyboard", inputs: [] },
  { nlpId: "verify-keyboard-is-shown", name: "Verify keyboard is shown", kind: "verifyKeyboard", inputs: [] },
];
