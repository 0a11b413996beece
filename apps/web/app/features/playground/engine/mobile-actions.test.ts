// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { fakeLayout, mountFrame } from "../test/fixture-frame";
import type { ActionContext } from "./action-context";
import { attachDeviceKeyboard, type DeviceKeyboard, keyFor, pressKeyInto } from "./device-keyboard";
import { resolveStep } from "./resolve-step";
import { runAction, type VisualContext } from "./run-action";
import type { Action } from "./step-kinds";

const visual: VisualContext = { capture: async () => "", compare: async () => ({ ratio: 0, diff: "" }), tolerance: 0 };

const PAGE = `
  <button id="buy">Buy</button>
  <div id="carousel">Slides</div>
  <label for="qty">Quantity</label><input id="qty" type="number" value="1">
  <label for="name">Name</label><input id="name">`;

function setup(device?: string) {
  const { frame, doc } = mountFrame(PAGE);
  if (device) frame.setAttribute("data-device", device);
  const ctx: ActionContext = { frame, layout: fakeLayout, timeoutMs: 200, navigate: async () => {} };
  return { frame, doc, run: (action: Action) => runAction(action, ctx, visual) };
}

/** The keyboard the device frame shows, reduced to its contract: each key typed into the focused field. */
function fakeKeyboard(frame: HTMLIFrameElement, typed: string[]): DeviceKeyboard {
  return {
    async type(character) {
      if (!keyFor(character)) return false;
      typed.push(character);
      const field = frame.contentDocument?.activeElement;
      if (field) pressKeyInto(field, character);
      return true;
    },
    hide: () => (frame.contentDocument?.activeElement as HTMLElement | null)?.blur(),
  };
}

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

const id = (value: string) => ({ kind: "id", value }) as const;

describe("mobile step kinds", () => {
  it("tap sends touch pointer events and touch events, then the click", async () => {
    const { doc, run } = setup("pixel-8");
    const seen: string[] = [];
    const button = doc.getElementById("buy") as HTMLButtonElement;
    for (const type of ["pointerdown", "touchstart", "pointerup", "touchend", "mousedown", "click"]) {
      button.addEventListener(type, (event) => {
        seen.push(type === "pointerdown" ? `${type}:${(event as PointerEvent).pointerType}` : type);
      });
    }
    expect(await run({ kind: "tap", target: id("buy") })).toEqual({ status: "passed" });
    expect(seen).toEqual(["pointerdown:touch", "touchstart", "pointerup", "touchend", "mousedown", "click"]);
  });

  it("a tap whose touchend is cancelled sends no click, as a phone's browser", async () => {
    const { doc, run } = setup("pixel-8");
    const button = doc.getElementById("buy") as HTMLButtonElement;
    let clicks = 0;
    button.addEventListener("touchend", (event) => event.preventDefault());
    button.addEventListener("click", () => clicks++);
    await run({ kind: "tap", target: id("buy") });
    expect(clicks).toBe(0);
  });

  it("swipe left on an element that does not scroll gives the page the finger's moves, right to left", async () => {
    const { doc, run } = setup("pixel-8");
    const xs: number[] = [];
    const carousel = doc.getElementById("carousel") as HTMLElement;
    carousel.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    carousel.addEventListener("pointermove", (event) => xs.push(event.clientX));
    let up = false;
    carousel.addEventListener("pointerup", () => {
      up = true;
    });
    expect(await run({ kind: "swipe", direction: "left", target: id("carousel") })).toEqual({ status: "passed" });
    expect(xs.length).toBe(10);
    expect(xs[0]).toBeGreaterThan(xs[9] as number);
    expect(xs[9]).toBeCloseTo(30);
    expect(up).toBe(true);
  });

  it("swipe up pans the scroller the finger is on (the page gets pointercancel), unless a touchmove is cancelled", async () => {
    const { doc, run } = setup("pixel-8");
    doc.body.innerHTML = '<div id="list" style="overflow-y: auto"><p id="row">Row</p></div>';
    const list = doc.getElementById("list") as HTMLElement;
    Object.defineProperty(list, "scrollHeight", { value: 1000 });
    Object.defineProperty(list, "clientHeight", { value: 200 });
    let scrolled = 0;
    list.scrollBy = ((options: ScrollToOptions) => {
      scrolled += options.top ?? 0;
    }) as typeof list.scrollBy;
    const row = doc.getElementById("row") as HTMLElement;
    row.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 200 }) as DOMRect;
    const seen: string[] = [];
    for (const type of ["pointercancel", "pointerup"]) row.addEventListener(type, () => seen.push(type));
    expect(await run({ kind: "swipe", direction: "up", target: id("row") })).toEqual({ status: "passed" });
    expect(scrolled).toBeCloseTo(140);
    expect(seen).toEqual(["pointercancel"]);

    scrolled = 0;
    seen.length = 0;
    row.addEventListener("touchmove", (event) => event.preventDefault());
    await run({ kind: "swipe", direction: "up", target: id("row") });
    expect(scrolled).toBe(0);
    expect(seen).toEqual(["pointerup"]);
  });

  it("on a device, enter text taps the field and types through the device keyboard", async () => {
    const { frame, doc, run } = setup("pixel-8");
    const typed: string[] = [];
    const detach = attachDeviceKeyboard(frame, fakeKeyboard(frame, typed));
    const inputs: string[] = [];
    const field = doc.getElementById("qty") as HTMLInputElement;
    field.addEventListener("input", () => inputs.push(field.value));
    expect(await run({ kind: "enterText", target: id("qty"), text: "3" })).toEqual({ status: "passed" });
    expect(typed).toEqual(["Backspace", "3"]);
    expect(inputs).toEqual(["", "3"]);
    expect(field.value).toBe("3");
    detach();
  });

  it("fails when the device keyboard has no key for a character, and when it never opens", async () => {
    const { frame, run } = setup("pixel-8");
    expect(await run({ kind: "enterText", target: id("name"), text: "Ann" })).toMatchObject({
      status: "failed",
      failure: { reason: "The device keyboard did not open for id=name." },
    });
    const detach = attachDeviceKeyboard(frame, fakeKeyboard(frame, []));
    expect(await run({ kind: "enterText", target: id("name"), text: "Zoë" })).toMatchObject({
      status: "failed",
      failure: { reason: 'The device keyboard has no key for "ë".', expected: "Zoë", actual: "Zo" },
    });
    expect(await run({ kind: "verifyKeyboard" })).toEqual({ status: "passed" });
    detach();
    expect(await run({ kind: "verifyKeyboard" })).toMatchObject({ status: "failed" });
  });

  it("hide keyboard blurs the field, and does nothing without a keyboard", async () => {
    const { frame, doc, run } = setup("pixel-8");
    expect(await run({ kind: "hideKeyboard" })).toEqual({ status: "passed" });
    const detach = attachDeviceKeyboard(frame, fakeKeyboard(frame, []));
    (doc.getElementById("name") as HTMLInputElement).focus();
    expect(await run({ kind: "hideKeyboard" })).toEqual({ status: "passed" });
    expect(doc.activeElement).toBe(doc.body);
    detach();
  });

  it("the catalogue's mobile NLPs resolve to these kinds", () => {
    const step = (nlpId: string, inputs: Record<string, string> = {}) => ({ id: "s", nlpId, inputs, disabled: false });
    expect(resolveStep(step("tap-on-element-with-text", { text: "Buy" }), [])).toEqual({
      ok: true,
      action: { kind: "tap", target: { kind: "text", value: "Buy" } },
    });
    expect(resolveStep(step("swipe-left-on-element", { element: "id=carousel" }), [])).toEqual({
      ok: true,
      action: { kind: "swipe", direction: "left", target: id("carousel") },
    });
    expect(resolveStep(step("swipe-up-on-screen"), [])).toEqual({
      ok: true,
      action: { kind: "swipe", direction: "up" },
    });
    expect(resolveStep(step("hide-keyboard"), [])).toEqual({ ok: true, action: { kind: "hideKeyboard" } });
  });
});
