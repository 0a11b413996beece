/** Runs one resolved action in the frame (docs/playground.md#runner). */
import type { ActionContext, ActionOutcome } from "./action-context";
import {
  runVerifyCount,
  runVerifyNotVisible,
  runVerifyPage,
  runVerifyText,
  runVerifyValue,
  runVerifyVisible,
  runWaitForElement,
} from "./checks";
import { runCheck, runClick, runEnterText, runHover, runNavigate, runPressKey, runSelectOption } from "./interactions";
import {
  isDeviceFrame,
  runEnterTextOnDevice,
  runHideKeyboard,
  runSwipe,
  runTap,
  runVerifyKeyboard,
} from "./mobile-actions";
import type { Action } from "./step-kinds";
import type { Capture, Compare } from "./visual";

export interface VisualContext {
  capture: Capture;
  compare: Compare;
  /** The saved baseline of this checkpoint, if any. */
  baseline?: string;
  /** Share of pixels allowed to differ. */
  tolerance: number;
}

async function runVisual(ctx: ActionContext, visual: VisualContext): Promise<ActionOutcome> {
  const doc = ctx.frame.contentDocument;
  if (!doc) return { status: "failed", failure: { reason: "The frame has no page loaded." } };
  const picture = await visual.capture(doc);
  if (!visual.baseline) {
    return { status: "passed", note: "No baseline yet: this picture is now the baseline.", picture, baseline: picture };
  }
  const { ratio, diff, sizeMismatch } = await visual.compare(visual.baseline, picture);
  if (sizeMismatch) return { status: "failed", failure: { reason: sizeMismatch }, picture };
  if (ratio <= visual.tolerance) return { status: "passed" };
  const percent = (value: number) => `${(value * 100).toFixed(2)}% of pixels differ`;
  return {
    status: "failed",
    failure: {
      reason: "The page does not match its visual baseline.",
      expected: `at most ${percent(visual.tolerance)}`,
      actual: percent(ratio),
    },
    picture: diff || picture,
  };
}

export function runAction(action: Action, ctx: ActionContext, visual: VisualContext): Promise<ActionOutcome> {
  switch (action.kind) {
    case "navigate":
      return runNavigate(action, ctx);
    case "click":
      return runClick(action, ctx);
    case "enterText":
      // On a device, typing goes through the device keyboard (docs/playground.md#mobile-devices).
      return isDeviceFrame(ctx.frame) ? runEnterTextOnDevice(action, ctx) : runEnterText(action, ctx);
    case "selectOption":
      return runSelectOption(action, ctx);
    case "check":
    case "uncheck":
      return runCheck(action, ctx);
    case "hover":
      return runHover(action, ctx);
    case "pressKey":
      return runPressKey(action, ctx);
    case "waitForElement":
      return runWaitForElement(action, ctx);
    case "verifyText":
      return runVerifyText(action, ctx);
    case "verifyValue":
      return runVerifyValue(action, ctx);
    case "verifyVisible":
      return runVerifyVisible(action, ctx);
    case "verifyNotVisible":
      return runVerifyNotVisible(action, ctx);
    case "verifyCount":
      return runVerifyCount(action, ctx);
    case "verifyUrl":
    case "verifyTitle":
      return runVerifyPage(action, ctx);
    case "visualCheckpoint":
      return runVisual(ctx, visual);
    case "tap":
      return runTap(action, ctx);
    case "swipe":
      return runSwipe(action, ctx);
    case "hideKeyboard":
      return runHideKeyboard(ctx);
    case "verifyKeyboard":
      return runVerifyKeyboard(ctx);
  }
}
