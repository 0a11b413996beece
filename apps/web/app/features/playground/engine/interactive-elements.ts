/** The frame's interactive elements, for picking one from a keyboard-navigable list (docs/playground.md#locators). */
import { computeAccessibleName, getRole, isInaccessible } from "dom-accessibility-api";
import type { Layout } from "./layout";
import { normalizeText } from "./text";

const INTERACTIVE_ROLES = [
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "tab",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "combobox",
  "textbox",
  "searchbox",
  "slider",
  "spinbutton",
  "treeitem",
  "gridcell",
];

const SELECTOR = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[contenteditable='true']",
  ...INTERACTIVE_ROLES.map((role) => `[role=${role}]`),
].join(",");

export interface InteractiveElement {
  element: Element;
  role: string;
  name: string;
}

/** In document order; hidden from assistive technology left out, and with `layout`, the invisible too. */
export function listInteractiveElements(doc: Document, layout?: Layout): InteractiveElement[] {
  return Array.from(doc.querySelectorAll(SELECTOR))
    .filter((el) => !isInaccessible(el) && (!layout || layout.isVisible(el)))
    .map((element) => ({
      element,
      role: getRole(element) ?? element.localName,
      name: normalizeText(computeAccessibleName(element)),
    }));
}
