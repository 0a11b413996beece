/**
 * The step kinds of a finger and of the device keyboard (docs/playground.md#mobile-devices):
 * tap, swipe on an element or the screen, typing through the device keyboard
 * when the frame is a device's, hide and check the keyboard.
 */
import { type ActionContext, type ActionOutcome, waitForTarget } from "./action-context";
import { deviceKeyboardOf } from "./device-keyboard";
import { fireChange, isTextField } from "./dom-events";
import { settle } from "./interactions";
import { formatLocator } from "./locator-format";
import type { ActionOf } from "./step-kinds";
import { swipe, swipePath, tap } from "./touch";
import { retry } from "./wait";

const passed: ActionOutcome = { status: "passed" };
const failed = (reason: string, expected?: string, actual?: string): ActionOutcome => ({
  status: "failed",
  failure: { reason, expected, actual },
});

/** The frame shows the app on a device (the device frame marks it: docs/playground.md#mobile-devices). */
export function isDeviceFrame(frame: HTMLIFrameElement): boolean {
  return Boolean(frame.getAttribute("data-device"));
}

export async function runTap(action: ActionOf<"tap">, ctx: ActionContext): Promise<ActionOutcome> {
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true, hittable: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  await settle(ctx, () => tap(found.value, ctx.layout));
  return passed;
}

export async function runSwipe(action: ActionOf<"swipe">, ctx: ActionContext): Promise<ActionOutcome> {
  let el: Element;
  let box: { left: number; top: number; width: number; height: number };
  if (action.target) {
    const found = await waitForTarget(ctx, action.target, { visible: true, hittable: true });
    if (!found.ok) return { status: "failed", failure: found.failure };
    el = found.value;
    box = el.getBoundingClientRect();
  } else {
    const doc = ctx.frame.contentDocument;
    const view = doc?.defaultView;
    if (!doc || !view) return failed("The frame has no page loaded.");
    box = { left: 0, top: 0, width: view.innerWidth, height: view.innerHeight };
    const [from] = swipePath(box, action.direction);
    el = doc.elementFromPoint(from.x, from.y) ?? doc.body;
  }
  const [from, to] = swipePath(box, action.direction);
  await settle(ctx, () => swipe(el, from, to));
  return passed;
}

/** Types through the device keyboard: a tap on the field opens it, Backspace empties the field, then each key. */
export async function runEnterTextOnDevice(action: ActionOf<"enterText">, ctx: ActionContext): Promise<ActionOutcome> {
  const where = formatLocator(action.target);
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true, hittable: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  const field = found.value;
  if (!isTextField(field)) return failed(`The element ${where} is not a text field.`);
  if (field.readOnly) return failed(`The field ${where} is read-only.`);
  tap(field, ctx.layout);
  if (field.ownerDocument.activeElement !== field) field.focus();
  const opened = await retry(
    () => {
      const keyboard = deviceKeyboardOf(ctx.frame);
      return keyboard
        ? { ok: true as const, value: keyboard }
        : { ok: false as const, failure: { reason: `The device keyboard did not open for ${where}.` } };
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
  if (!opened.ok) return { status: "failed", failure: opened.failure };
  const keyboard = opened.value;
  for (let left = field.value.length; left > 0; left--) await keyboard.type("Backspace");
  for (const character of action.text) {
    if (!(await keyboard.type(character))) {
      return failed(`The device keyboard has no key for "${character}".`, action.text, field.value);
    }
  }
  fireChange(field);
  return passed;
}

export async function runHideKeyboard(ctx: ActionContext): Promise<ActionOutcome> {
  deviceKeyboardOf(ctx.frame)?.hide();
  return passed;
}

export async function runVerifyKeyboard(ctx: ActionContext): Promise<ActionOutcome> {
  const shown = await retry(
    () =>
      deviceKeyboardOf(ctx.frame)
        ? { ok: true as const, value: true }
        : {
            ok: false as const,
            failure: { reason: "The device keyboard is not shown.", expected: "shown", actual: "hidden" },
          },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
  return shown.ok ? passed : { status: "failed", failure: shown.failure };
}
