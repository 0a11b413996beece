/**
 * Finds the elements a locator matches in a document right now, with the same
 * meaning Playwright gives the locator it exports to (docs/playground.md#locators):
 * role and accessible name (hidden elements excluded), `data-testid`, label text,
 * exact text, id, CSS and XPath. Names and texts match whole, whitespace collapsed.
 */
import { computeAccessibleName, getRole, isInaccessible } from "dom-accessibility-api";
import type { Locator } from "../model";
import { accessibilityIdOf, byAppXPath, resourceIdOf } from "./app-tree";
import { elementText, normalizeText } from "./text";

const XPATH_ORDERED_SNAPSHOT = 7;
const NOT_TEXT = new Set(["script", "style", "template", "noscript", "head", "title", "html"]);

function all(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll("*"));
}

function byRole(doc: Document, role: string, name: string): Element[] {
  const wanted = normalizeText(name);
  return all(doc).filter(
    (el) =>
      getRole(el) === role &&
      !isInaccessible(el) &&
      (wanted === "" || normalizeText(computeAccessibleName(el)) === wanted),
  );
}

/** The texts that label an element: aria-label, aria-labelledby, its <label>s. */
export function labelTexts(el: Element): string[] {
  const texts: string[] = [];
  const ariaLabel = el.getAttribute("aria-label");
  if (ariaLabel) texts.push(normalizeText(ariaLabel));
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) {
    const parts = labelledBy
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ");
    texts.push(normalizeText(parts));
  }
  const labels = (el as HTMLInputElement).labels;
  if (labels) for (const label of Array.from(labels)) texts.push(normalizeText(label.textContent));
  return texts.filter((text) => text !== "");
}

function byLabel(doc: Document, value: string): Element[] {
  const wanted = normalizeText(value);
  return all(doc).filter((el) => labelTexts(el).includes(wanted));
}

/** Elements whose own text is `value`: a parent that matches only through one child is left out. */
function byText(doc: Document, value: string): Element[] {
  const wanted = normalizeText(value);
  return all(doc).filter((el) => {
    if (NOT_TEXT.has(el.localName) || elementText(el) !== wanted) return false;
    return !Array.from(el.children).some((child) => elementText(child) === wanted);
  });
}

function byXPath(doc: Document, expression: string): Element[] {
  const result = doc.evaluate(expression, doc, null, XPATH_ORDERED_SNAPSHOT, null);
  const found: Element[] = [];
  for (let i = 0; i < result.snapshotLength; i++) {
    const node = result.snapshotItem(i);
    if (node && node.nodeType === 1) found.push(node as Element);
  }
  return found;
}

/** The elements `locator` matches in `doc`, in document order; none for a CSS or XPath that does not parse. */
export function resolveLocator(doc: Document, locator: Locator): Element[] {
  try {
    switch (locator.kind) {
      case "role":
        return byRole(doc, locator.role, locator.name);
      case "testId":
        return all(doc).filter((el) => el.getAttribute("data-testid") === locator.value);
      case "label":
        return byLabel(doc, locator.value);
      case "text":
        return byText(doc, locator.value);
      case "id":
        return all(doc).filter((el) => el.getAttribute("id") === locator.value);
      case "css":
        return Array.from(doc.querySelectorAll(locator.value));
      case "xpath":
        return byXPath(doc, locator.value);
      // The mobile locators, over the app's tree (docs/playground.md#mobile-devices).
      case "accessibilityId":
        return all(doc).filter((el) => accessibilityIdOf(el) === normalizeText(locator.value));
      case "resourceId":
        return all(doc).filter((el) => resourceIdOf(el) === locator.value);
      case "appXpath":
        return byAppXPath(doc, locator.value);
    }
  } catch {
    return [];
  }
}

/** Why a CSS or XPath locator cannot be used, or undefined when it parses. */
export function locatorSyntaxProblem(doc: Document, locator: Locator): string | undefined {
  try {
    if (locator.kind === "css") doc.querySelectorAll(locator.value);
    if (locator.kind === "xpath") doc.evaluate(locator.value, doc, null, XPATH_ORDERED_SNAPSHOT, null);
    if (locator.kind === "appXpath") byAppXPath(doc, locator.value);
    return undefined;
  } catch {
    return locator.kind === "css" ? "is not a valid CSS selector" : "is not a valid XPath expression";
  }
}
