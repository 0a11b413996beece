import { allPlatforms, input, type NlpDraft, webOnly } from "../catalogue-kit.js";

/** Single keys and shortcuts, with and without a focused element (part of the keyboard-input family). */

/** Keys a test presses on their own; "why" completes "Useful to …". */
const keys: { key: string; why: string }[] = [
  { key: "Enter", why: "submit a form or confirm a dialog without clicking its button" },
  { key: "Tab", why: "move the focus to the next field and check the tab order" },
  { key: "Escape", why: "close a dialog, a menu or an autocomplete list" },
  { key: "Backspace", why: "delete the character before the caret" },
  { key: "Delete", why: "delete the character after the caret or a selected item" },
  { key: "Space", why: "tick a focused checkbox or press a focused button" },
  { key: "Arrow up", why: "move up in a list, a menu or a number field" },
  { key: "Arrow down", why: "open a focused dropdown or move down in a list" },
  { key: "Arrow left", why: "move the caret left or go to the previous slide" },
  { key: "Arrow right", why: "move the caret right or go to the next slide" },
  { key: "Page up", why: "scroll up by one screen" },
  { key: "Page down", why: "scroll down by one screen" },
  { key: "Home", why: "jump to the start of a line or the top of a page" },
  { key: "End", why: "jump to the end of a line or the bottom of a page" },
  { key: "F5", why: "reload the page the way a user would" },
];

export const keyDrafts: NlpDraft[] = keys.flatMap(({ key, why }) => [
  {
    name: `Press ${key} key`,
    short: `Presses the ${key} key on whatever has the focus.`,
    long: `Presses and releases the ${key} key on the element that currently has the keyboard focus (the page itself if nothing is focused). Useful to ${why}.`,
    inputs: [],
    platforms: key === "F5" ? webOnly : allPlatforms,
    tags: ["key"],
  },
  {
    name: `Press ${key} key on element`,
    short: `Focuses an element and presses the ${key} key on it.`,
    long: `Puts the keyboard focus on the element, then presses and releases the ${key} key there. Useful to ${why}, without depending on where the focus was before.`,
    inputs: [input("element", "Element", "The element to focus before pressing the key.", "Search box")],
    platforms: key === "F5" ? webOnly : allPlatforms,
    since: "1.1",
    tags: ["key"],
  },
]);

export const shortcutDrafts: NlpDraft[] = [
  {
    name: "Press key combination",
    short: "Presses several keys together, such as Ctrl+Shift+K.",
    long: "Holds the modifier keys, presses the last key and releases them in reverse order. Write the keys joined by +; on macOS agents, Ctrl is sent as Command when you write Mod.",
    inputs: [input("keys", "Text", "Keys joined by +, e.g. Ctrl+Shift+K or Mod+S.", "Mod+S")],
    since: "1.1",
  },
  {
    name: "Select all text in element",
    short: "Selects the whole content of a field with the keyboard.",
    long: "Focuses the field and presses Ctrl+A (Command+A on macOS), so the next typing replaces everything or the next copy takes it all.",
    inputs: [input("element", "Element", "The field whose text to select.", "Notes field")],
    since: "1.2",
  },
  {
    name: "Copy selected text to clipboard",
    short: "Copies the current selection to the clipboard.",
    long: "Presses Ctrl+C (Command+C on macOS). Pair it with “Paste clipboard text into element” to test copy and paste flows such as invitation codes.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Paste clipboard text into element",
    short: "Pastes the clipboard's text into a field.",
    long: "Focuses the field and presses Ctrl+V (Command+V on macOS), which fires the paste event that some fields, such as OTP boxes, rely on.",
    inputs: [input("element", "Element", "The field to paste into.", "Invitation code field")],
    since: "1.2",
  },
  {
    name: "Cut selected text to clipboard",
    short: "Cuts the current selection to the clipboard.",
    long: "Presses Ctrl+X (Command+X on macOS): the selected text leaves the field and goes to the clipboard.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Verify element has focus",
    short: "Checks that the keyboard focus is on an element.",
    long: "Passes when the element is the page's active element. Use it after Tab presses to test the focus order of a form, or after a dialog opens to check where the focus landed.",
    inputs: [input("element", "Element", "The element that should have the focus.", "Email field")],
    since: "1.3",
  },
];
