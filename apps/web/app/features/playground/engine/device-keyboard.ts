/**
 * The device keyboard's keys and what a key does to the focused field, shared by
 * the keyboard a visitor taps and the runner, which types through the same
 * keyboard (docs/playground.md#mobile-devices). The keyboard on screen registers
 * itself for its frame while it is shown; the runner finds it with
 * `deviceKeyboardOf(frame)`.
 */
import { editByKey, isTextField, keyEvent } from "./dom-events";

/** A key: a character it types, or one of the named keys. */
export type KeyName = "Shift" | "Backspace" | "Enter" | "Symbols" | "Letters" | " " | (string & {});

const row = (keys: string) => keys.split("");
export const LETTER_ROWS: KeyName[][] = [
  row("1234567890"),
  row("qwertyuiop"),
  row("asdfghjkl"),
  ["Shift", ...row("zxcvbnm"), "Backspace"],
  ["Symbols", "@", " ", ".", "Enter"],
];
export const SYMBOL_ROWS: KeyName[][] = [
  row("1234567890"),
  row("@#$%&-+()/"),
  row("*\"':;!?,_"),
  ["Letters", "=", "<", ">", "[", "]", "~", "Backspace"],
  ["Letters", "@", " ", ".", "Enter"],
];

export type KeyboardPage = "letters" | "symbols";

/** Where a character is: its page and whether Shift is needed; undefined when the keyboard has no key for it. */
export function keyFor(character: string): { page: KeyboardPage; shift: boolean; key: string } | undefined {
  if (["Backspace", "Enter", " "].includes(character)) return { page: "letters", shift: false, key: character };
  const lower = character.toLowerCase();
  if (LETTER_ROWS.some((keys) => keys.includes(lower))) {
    return { page: "letters", shift: character !== lower, key: lower };
  }
  if (SYMBOL_ROWS.some((keys) => keys.includes(character))) return { page: "symbols", shift: false, key: character };
  return undefined;
}

/** A key pressed on the device keyboard, in the frame: keydown, the edit (unless cancelled), keyup. */
export function pressKeyInto(field: Element, key: string): void {
  const combo = { key, code: "", ctrlKey: false, shiftKey: key !== key.toLowerCase(), altKey: false, metaKey: false };
  if (keyEvent(field, "keydown", combo) && isTextField(field)) {
    if (key !== "Enter") editByKey(field, key);
    else if (field.localName === "textarea") editByKey(field, "\n");
    else field.form?.requestSubmit();
  }
  keyEvent(field, "keyup", combo);
}

export interface DeviceKeyboard {
  /** Types one character, "Backspace" or "Enter" through its key (switching page or Shift as a finger would); false when there is no key for it. */
  type(character: string): Promise<boolean>;
  /** Hides the keyboard: the focused field loses focus. */
  hide(): void;
}

const keyboards = new WeakMap<HTMLIFrameElement, DeviceKeyboard>();

/** Registers the keyboard shown over `frame`; the returned function removes it. */
export function attachDeviceKeyboard(frame: HTMLIFrameElement, keyboard: DeviceKeyboard): () => void {
  keyboards.set(frame, keyboard);
  return () => {
    if (keyboards.get(frame) === keyboard) keyboards.delete(frame);
  };
}

export function deviceKeyboardOf(frame: HTMLIFrameElement): DeviceKeyboard | undefined {
  return keyboards.get(frame);
}
