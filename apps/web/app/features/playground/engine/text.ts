/** Text as a tester reads it: whitespace runs collapsed to one space, trimmed (docs/playground.md#locators). */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** The text an element shows: a button-like input's value, otherwise its text content. */
export function elementText(el: Element): string {
  if (el.localName === "input") {
    const type = (el.getAttribute("type") ?? "").toLowerCase();
    if (type === "submit" || type === "button" || type === "reset")
      return normalizeText((el as HTMLInputElement).value);
  }
  return normalizeText(el.textContent);
}
