/** The step kinds that act on the page: click, type, select, check, hover, press keys, navigate (docs/playground.md#step-kinds). */
import { type ActionContext, type ActionOutcome, waitForTarget } from "./action-context";
import { click, editByKey, fireChange, hover, isTextField, keyEvent, typeInto, typeIntoEditable } from "./dom-events";
import { type KeyCombo, parseKeys } from "./keys";
import { formatLocator } from "./locator-format";
import type { ActionOf } from "./step-kinds";
import { normalizeText } from "./text";
import { sleep } from "./wait";

const passed: ActionOutcome = { status: "passed" };
const failed = (reason: string, expected?: string, actual?: string): ActionOutcome => ({
  status: "failed",
  failure: { reason, expected, actual },
});

/** Runs `act`; if it started a navigation of the frame (a link, a form), waits for the new page's load. */
export async function settle(ctx: ActionContext, act: () => void): Promise<void> {
  const view = ctx.frame.contentWindow;
  let leaving = false;
  const onLeave = () => {
    leaving = true;
  };
  view?.addEventListener("beforeunload", onLeave);
  view?.addEventListener("pagehide", onLeave);
  const loaded = new Promise<void>((resolve) => ctx.frame.addEventListener("load", () => resolve(), { once: true }));
  try {
    act();
    await Promise.race([loaded, sleep(50, ctx.signal)]);
    if (leaving) await Promise.race([loaded, sleep(ctx.timeoutMs * 3, ctx.signal)]);
  } finally {
    view?.removeEventListener("beforeunload", onLeave);
    view?.removeEventListener("pagehide", onLeave);
  }
}

export async function runNavigate(action: ActionOf<"navigate">, ctx: ActionContext): Promise<ActionOutcome> {
  try {
    await ctx.navigate(ctx.frame, action.url);
    return passed;
  } catch (error) {
    return failed(error instanceof Error ? error.message : `The page ${action.url} did not load.`);
  }
}

export async function runClick(action: ActionOf<"click">, ctx: ActionContext): Promise<ActionOutcome> {
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true, hittable: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  await settle(ctx, () => click(found.value, ctx.layout));
  return passed;
}

export async function runHover(action: ActionOf<"hover">, ctx: ActionContext): Promise<ActionOutcome> {
  const found = await waitForTarget(ctx, action.target, { visible: true, hittable: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  hover(found.value, ctx.layout);
  return passed;
}

export async function runEnterText(action: ActionOf<"enterText">, ctx: ActionContext): Promise<ActionOutcome> {
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  const el = found.value;
  if (isTextField(el)) {
    if (el.readOnly) return failed(`The field ${formatLocator(action.target)} is read-only.`);
    typeInto(el, action.text);
  } else if ((el as HTMLElement).isContentEditable || el.getAttribute("contenteditable") === "true") {
    typeIntoEditable(el as HTMLElement, action.text);
  } else {
    return failed(`The element ${formatLocator(action.target)} is not a text field.`);
  }
  return passed;
}

export async function runSelectOption(action: ActionOf<"selectOption">, ctx: ActionContext): Promise<ActionOutcome> {
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  const select = found.value as HTMLSelectElement;
  if (select.localName !== "select")
    return failed(`The element ${formatLocator(action.target)} is not a dropdown (<select>).`);
  const wanted = normalizeText(action.option);
  const options = Array.from(select.options);
  const option = options.find((o) => normalizeText(o.text) === wanted || normalizeText(o.label) === wanted);
  if (!option) {
    const have = options.map((o) => `"${normalizeText(o.text)}"`).join(", ");
    return failed(`The dropdown has no option "${wanted}".`, `an option "${wanted}"`, `options ${have}`);
  }
  select.focus();
  option.selected = true;
  select.dispatchEvent(
    new (select.ownerDocument.defaultView as Window & typeof globalThis).Event("input", { bubbles: true }),
  );
  fireChange(select);
  return passed;
}

export async function runCheck(action: ActionOf<"check" | "uncheck">, ctx: ActionContext): Promise<ActionOutcome> {
  const want = action.kind === "check";
  const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true, hittable: true });
  if (!found.ok) return { status: "failed", failure: found.failure };
  const el = found.value;
  const isInput = el.localName === "input" && ["checkbox", "radio"].includes((el as HTMLInputElement).type);
  const checked = () => (isInput ? (el as HTMLInputElement).checked : el.getAttribute("aria-checked") === "true");
  if (!isInput && !["checkbox", "radio", "switch", "menuitemcheckbox"].includes(el.getAttribute("role") ?? "")) {
    return failed(`The element ${formatLocator(action.target)} is not a checkbox or radio button.`);
  }
  if (!want && (el as HTMLInputElement).type === "radio") return failed("A radio button cannot be unselected.");
  if (checked() !== want) await settle(ctx, () => click(el, ctx.layout));
  if (checked() !== want) {
    const state = (on: boolean) => (on ? "checked" : "not checked");
    return failed(`Clicking ${formatLocator(action.target)} did not change it.`, state(want), state(!want));
  }
  return passed;
}

const TABBABLE = "a[href],button,input:not([type=hidden]),select,textarea,summary,[tabindex],[contenteditable='true']";

function moveFocus(doc: Document, from: Element | null, backwards: boolean, ctx: ActionContext) {
  const order = Array.from(doc.querySelectorAll(TABBABLE)).filter(
    (el) => (el as HTMLElement).tabIndex >= 0 && !el.matches(":disabled") && ctx.layout.isVisible(el),
  );
  const at = from ? order.indexOf(from) : -1;
  const next = backwards ? order[at <= 0 ? order.length - 1 : at - 1] : order[(at + 1) % order.length];
  (next as HTMLElement | undefined)?.focus();
}

/** What a browser does after a key that no script cancelled: submit, activate, move focus, type. */
function defaultAction(el: Element, combo: KeyCombo, ctx: ActionContext) {
  const doc = el.ownerDocument;
  const plain = !combo.ctrlKey && !combo.metaKey && !combo.altKey;
  if (combo.key === "Enter" && plain) {
    if (el.localName === "input" && (el as HTMLInputElement).form) (el as HTMLInputElement).form?.requestSubmit();
    else if (["button", "a", "summary"].includes(el.localName)) click(el, ctx.layout);
  } else if (combo.key === "Escape" && plain) {
    // A modal dialog closes on Escape unless its cancel event is cancelled (a script's Escape is not trusted).
    const dialog = el.closest("dialog[open]") as HTMLDialogElement | null;
    const view = doc.defaultView as Window & typeof globalThis;
    if (dialog?.dispatchEvent(new view.Event("cancel", { cancelable: true }))) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open"); // jsdom has no dialog methods
    }
  } else if (combo.key === "Tab" && !combo.ctrlKey && !combo.metaKey) {
    moveFocus(doc, doc.activeElement === doc.body ? null : doc.activeElement, combo.shiftKey, ctx);
  } else if (
    combo.key === " " &&
    plain &&
    (el.localName === "button" || ["checkbox", "radio"].includes((el as HTMLInputElement).type))
  ) {
    click(el, ctx.layout);
  } else if (plain && isTextField(el) && (combo.key.length === 1 || combo.key === "Backspace")) {
    editByKey(el, combo.key);
  }
}

export async function runPressKey(action: ActionOf<"pressKey">, ctx: ActionContext): Promise<ActionOutcome> {
  const isMac = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? "");
  const combo = parseKeys(action.keys, isMac);
  if (!combo) return failed(`"${action.keys}" is not a key or key combination, such as Enter or Control+A.`);
  let el: Element | null | undefined;
  if (action.target) {
    const found = await waitForTarget(ctx, action.target, { visible: true, enabled: true });
    if (!found.ok) return { status: "failed", failure: found.failure };
    el = found.value;
    (el as HTMLElement).focus();
  } else {
    const doc = ctx.frame.contentDocument;
    el = doc?.activeElement ?? doc?.body;
  }
  if (!el) return failed("The frame has no page loaded.");
  const target = el;
  await settle(ctx, () => {
    if (keyEvent(target, "keydown", combo)) defaultAction(target, combo, ctx);
    keyEvent(target, "keyup", combo);
  });
  return passed;
}
