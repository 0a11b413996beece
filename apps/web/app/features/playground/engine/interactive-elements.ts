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

function listed(el: Element, layout?: Layout): boolean {
  return !isInaccessible(el) && (!layout || layout.isVisible(el));
}

function describe(element: Element): InteractiveElement {
  return { element, role: getRole(element) ?? element.localName, name: normalizeText(computeAccessibleName(element)) };
}

/** In document order; hidden from assistive technology left out, and with `layout`, the invisible too. */
export function listInteractiveElements(doc: Document, layout?: Layout): InteractiveElement[] {
  return Array.from(doc.querySelectorAll(SELECTOR))
    .filter((el) => listed(el, layout))
    .map(describe);
}

export interface CollectOptions {
  layout?: Layout;
  signal?: AbortSignal;
  /** How long one slice may name elements before it yields to the browser. */
  sliceMs?: number;
  /** Hands control back to the browser between slices (a macrotask by default). */
  yieldToBrowser?: () => Promise<void>;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same list as `listInteractiveElements`, named in short slices with the
 * browser free to paint and answer input between them: naming every element
 * at once was one of the playground's long tasks at load
 * (docs/performance.md#the-playground). Null when `signal` aborts first.
 */
export async function collectInteractiveElements(
  doc: Document,
  { layout, signal, sliceMs = 8, yieldToBrowser = macrotask }: CollectOptions = {},
): Promise<InteractiveElement[] | null> {
  const items: InteractiveElement[] = [];
  let sliceStart = performance.now();
  for (const element of Array.from(doc.querySelectorAll(SELECTOR))) {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToBrowser();
      // The frame may have navigated while this slice waited: its old document has no window any
      // more, and naming its elements would throw (dom-accessibility-api reads their window's styles).
      if (signal?.aborted || doc.defaultView === null) return null;
      sliceStart = performance.now();
    }
    if (element.isConnected && listed(element, layout)) items.push(describe(element));
  }
  return signal?.aborted ? null : items;
}
