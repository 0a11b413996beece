/**
 * Realistic input, dispatched in the frame's own realm: pointer and mouse events
 * around a click, focus, keyboard events, and values set through the native setter
 * (so frameworks that track the value see the change) with an input event per
 * character and one change event at the end (docs/playground.md#runner).
 */

import type { KeyCombo } from "./keys";
import type { Layout } from "./layout";

type FrameWindow = Window & typeof globalThis;

function win(el: Element): FrameWindow {
  return el.ownerDocument.defaultView as FrameWindow;
}

function pointer(el: Element, type: string, layout: Layout, init: MouseEventInit = {}) {
  const view = win(el);
  const { x, y } = layout.centre(el);
  const bubbles = !type.endsWith("enter") && !type.endsWith("leave");
  const options = { bubbles, cancelable: bubbles, composed: true, clientX: x, clientY: y, view, button: 0, ...init };
  const Ctor = type.startsWith("pointer") && view.PointerEvent ? view.PointerEvent : view.MouseEvent;
  const extra = type.startsWith("pointer") ? { pointerId: 1, pointerType: "mouse", isPrimary: true } : {};
  return el.dispatchEvent(new Ctor(type, { ...options, ...extra }));
}

export function hover(el: Element, layout: Layout): void {
  for (const type of ["pointerover", "pointerenter", "mouseover", "mouseenter", "pointermove", "mousemove"]) {
    pointer(el, type, layout, { buttons: 0 });
  }
}

const FOCUSABLE = "a[href],button,input,select,textarea,summary,[tabindex],[contenteditable='true']";

export function click(el: Element, layout: Layout): void {
  hover(el, layout);
  pointer(el, "pointerdown", layout, { buttons: 1 });
  if (pointer(el, "mousedown", layout, { buttons: 1, detail: 1 })) {
    const focusable = el.closest(FOCUSABLE) as HTMLElement | null;
    if (focusable && focusable !== el.ownerDocument.activeElement) focusable.focus();
  }
  pointer(el, "pointerup", layout);
  pointer(el, "mouseup", layout, { detail: 1 });
  pointer(el, "click", layout, { detail: 1 });
}

export function keyEvent(el: Element, type: "keydown" | "keyup", combo: KeyCombo): boolean {
  const view = win(el);
  return el.dispatchEvent(
    new view.KeyboardEvent(type, { ...combo, bubbles: true, cancelable: true, composed: true, view }),
  );
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value can be built one character at a time; others (date, number, …) are set whole. */
const CHARACTER_TYPES = new Set(["text", "search", "email", "tel", "url", "password", ""]);

export function isTextField(el: Element): el is Field {
  const view = win(el);
  if (el instanceof view.HTMLTextAreaElement) return true;
  return (
    el instanceof view.HTMLInputElement &&
    !["checkbox", "radio", "submit", "button", "reset", "file", "image", "hidden"].includes(el.type)
  );
}

function setNativeValue(el: Field, value: string) {
  const view = win(el);
  const proto =
    el instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
}

function inputEvent(el: Element, inputType: string, data: string | null) {
  const view = win(el);
  const Ctor = view.InputEvent ?? view.Event;
  el.dispatchEvent(new Ctor("input", { bubbles: true, composed: true, inputType, data } as InputEventInit));
}

export function fireChange(el: Element): void {
  el.dispatchEvent(new (win(el).Event)("change", { bubbles: true }));
}

/** Replaces a field's value with `text`, as a person typing it would: the old value deleted, then each character. */
export function typeInto(el: Field, text: string): void {
  if (el.ownerDocument.activeElement !== el) el.focus();
  if (el.value !== "") {
    setNativeValue(el, "");
    inputEvent(el, "deleteContentBackward", null);
  }
  const perCharacter =
    el.localName === "textarea" || CHARACTER_TYPES.has((el.getAttribute("type") ?? "").toLowerCase());
  if (!perCharacter) {
    setNativeValue(el, text);
    inputEvent(el, "insertReplacementText", text);
  } else {
    for (const character of text) {
      const combo = { key: character, code: "", ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
      const allowed = keyEvent(el, "keydown", combo);
      if (allowed) {
        setNativeValue(el, el.value + character);
        inputEvent(el, "insertText", character);
      }
      keyEvent(el, "keyup", combo);
    }
  }
  fireChange(el);
}

/** Sets a contenteditable element's text. */
export function typeIntoEditable(el: HTMLElement, text: string): void {
  el.focus();
  el.textContent = text;
  inputEvent(el, "insertText", text);
}

/** What a printable key or Backspace does in a text field once its keydown was not cancelled. */
export function editByKey(el: Field, key: string): void {
  if (key === "Backspace") {
    setNativeValue(el, el.value.slice(0, -1));
    inputEvent(el, "deleteContentBackward", null);
  } else {
    setNativeValue(el, el.value + key);
    inputEvent(el, "insertText", key);
  }
}
