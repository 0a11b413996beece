/** Key combinations as the catalogue writes them ("Enter", "Control+A", "Mod+S"): modifiers and the key. */
export interface KeyCombo {
  key: string;
  code: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const NAMED: Record<string, string> = {
  enter: "Enter",
  return: "Enter",
  tab: "Tab",
  escape: "Escape",
  esc: "Escape",
  backspace: "Backspace",
  delete: "Delete",
  space: " ",
  arrowup: "ArrowUp",
  arrowdown: "ArrowDown",
  arrowleft: "ArrowLeft",
  arrowright: "ArrowRight",
  home: "Home",
  end: "End",
  pageup: "PageUp",
  pagedown: "PageDown",
};

function codeFor(key: string): string {
  if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
  if (/^\d$/.test(key)) return `Digit${key}`;
  if (key === " ") return "Space";
  return key;
}

/** Parses "Control+Shift+A"; `Mod` is Meta on macOS and Control elsewhere. Undefined for an empty key. */
export function parseKeys(text: string, isMac = false): KeyCombo | undefined {
  const parts = text.split("+").map((part) => part.trim());
  // "Control++" presses the plus key.
  if (text.endsWith("++")) parts.splice(-2, 2, "+");
  const combo: KeyCombo = { key: "", code: "", ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
  for (const [index, part] of parts.entries()) {
    const lower = part.toLowerCase();
    const last = index === parts.length - 1;
    if (!last && (lower === "control" || lower === "ctrl")) combo.ctrlKey = true;
    else if (!last && lower === "shift") combo.shiftKey = true;
    else if (!last && lower === "alt") combo.altKey = true;
    else if (!last && (lower === "meta" || lower === "command" || lower === "cmd")) combo.metaKey = true;
    else if (!last && lower === "mod") {
      if (isMac) combo.metaKey = true;
      else combo.ctrlKey = true;
    } else if (last && part !== "") {
      combo.key = NAMED[lower] ?? (part.length === 1 ? part : part[0]?.toUpperCase() + part.slice(1));
    } else return undefined;
  }
  if (combo.key === "") return undefined;
  // A letter reads as the browser reports it: small unless Shift is held.
  if (/^[a-z]$/i.test(combo.key)) combo.key = combo.shiftKey ? combo.key.toUpperCase() : combo.key.toLowerCase();
  combo.code = codeFor(combo.key);
  return combo;
}

/** The catalogue's key names in Playwright's spelling ("Mod" → "ControlOrMeta"). */
export function playwrightKeys(text: string): string {
  return text
    .split("+")
    .map((part) => (part.trim().toLowerCase() === "mod" ? "ControlOrMeta" : part.trim()))
    .join("+");
}
