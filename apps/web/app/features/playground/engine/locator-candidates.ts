/**
 * The Finder's list of locators for a picked element: one candidate of each kind
 * that applies, each with how many elements it matches now, ranked by how well it
 * will survive change (docs/playground.md#locators).
 */
import { finder, attr as finderAttr } from "@medv/finder";
import { computeAccessibleName, getRole } from "dom-accessibility-api";
import type { Locator, LocatorKind } from "../model";
import { isGeneratedId } from "./generated-id";
import { labelTexts, resolveLocator } from "./resolve-locator";
import { elementText } from "./text";
import { xpathFor } from "./xpath-for";

export interface LocatorCandidate {
  locator: Locator;
  /** How many elements of the document the locator matches right now. */
  count: number;
  /** An id that looks made up by a framework or a build: it will not survive a rebuild. */
  generated: boolean;
}

/** Durability of each kind, most durable first; a generated id comes after CSS (and after XPath). */
const KIND_RANK: Record<LocatorKind, number> = {
  role: 0,
  testId: 1,
  label: 2,
  text: 3,
  id: 4,
  css: 5,
  xpath: 6,
  // On a device (mobile-locators.ts): accessibility id, resource id, text, then the app tree's XPath.
  accessibilityId: 0,
  resourceId: 1,
  appXpath: 6,
};
const GENERATED_RANK = 7;
/** Longer texts are not good locators: they change with the copy. */
const MAX_TEXT = 80;
const NAMELESS_ROLES = new Set(["generic", "presentation", "none", "paragraph", "group", "document"]);

function rank(candidate: LocatorCandidate): number {
  return candidate.generated ? GENERATED_RANK : KIND_RANK[candidate.locator.kind];
}

/** Unique first, then by kind. */
export function rankCandidates(candidates: LocatorCandidate[]): LocatorCandidate[] {
  return [...candidates].sort((a, b) => {
    const unique = Number(b.count === 1) - Number(a.count === 1);
    return unique !== 0 ? unique : rank(a) - rank(b);
  });
}

function cssFor(el: Element): string | undefined {
  const root = el.ownerDocument.body ?? el.ownerDocument.documentElement;
  if (!root.contains(el) || el === root) return undefined;
  try {
    return finder(el, {
      root,
      // The id has its own candidate; CSS offers what else would find the element.
      idName: () => false,
      attr: (name, value) => name !== "data-testid" && finderAttr(name, value),
      className: (name) => /^[a-z][a-z-]{2,}$/i.test(name) && !isGeneratedId(name),
      timeoutMs: 200,
    });
  } catch {
    return undefined;
  }
}

function locatorsFor(el: Element): Locator[] {
  const locators: Locator[] = [];
  const role = getRole(el);
  if (role && !NAMELESS_ROLES.has(role)) locators.push({ kind: "role", role, name: computeAccessibleName(el).trim() });
  const testId = el.getAttribute("data-testid");
  if (testId) locators.push({ kind: "testId", value: testId });
  const label = labelTexts(el)[0];
  if (label) locators.push({ kind: "label", value: label });
  const text = elementText(el);
  if (text && text.length <= MAX_TEXT && !["input", "select", "textarea"].includes(el.localName)) {
    locators.push({ kind: "text", value: text });
  }
  const id = el.getAttribute("id");
  if (id) locators.push({ kind: "id", value: id });
  const css = cssFor(el);
  if (css) locators.push({ kind: "css", value: css });
  locators.push({ kind: "xpath", value: xpathFor(el) });
  return locators;
}

/** Candidates for `el`, ranked; only those that find `el` (as one of their matches) are offered. */
export function locatorCandidates(el: Element): LocatorCandidate[] {
  const doc = el.ownerDocument;
  const candidates = locatorsFor(el).flatMap((locator) => {
    const matches = resolveLocator(doc, locator);
    if (!matches.includes(el)) return [];
    const generated = locator.kind === "id" && isGeneratedId(locator.value);
    return [{ locator, count: matches.length, generated }];
  });
  return rankCandidates(candidates);
}
