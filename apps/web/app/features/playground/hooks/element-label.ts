/** Short names for elements of the frame, as the Finder shows and suggests them (docs/playground.md#locators). */
import { computeAccessibleName, getRole } from "dom-accessibility-api";

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** `button "Add to cart"`, `textbox "Email"`, or `<div>` for an element without role or name. */
export function describeTarget(el: Element): string {
  const role = getRole(el);
  const name = clean(computeAccessibleName(el)).slice(0, 60);
  if (role && name) return `${role} "${name}"`;
  if (role) return role;
  return `<${el.localName}>`;
}

/** A name for the element repository: its accessible name and what it is ("Add to cart button"). */
export function suggestName(el: Element): string {
  const role = getRole(el) ?? "";
  const name = clean(computeAccessibleName(el) || el.textContent || "").slice(0, 50);
  const kinds: Record<string, string> = {
    button: "button",
    link: "link",
    textbox: "field",
    searchbox: "field",
    spinbutton: "field",
    combobox: "dropdown",
    checkbox: "checkbox",
    radio: "radio button",
  };
  const kind = kinds[role] ?? "";
  if (!name) return kind ? `Unnamed ${kind}` : `${el.localName} element`;
  return kind && !name.toLowerCase().endsWith(kind) ? `${name} ${kind}` : name;
}
