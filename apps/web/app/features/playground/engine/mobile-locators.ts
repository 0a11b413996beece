/**
 * The Finder's locators on a device (docs/playground.md#mobile-devices), named as
 * the docs name mobile locators: accessibility id (content-desc), resource id
 * (Android), text, and an XPath over the app's tree; each with its match count,
 * unique first, then in that order.
 */
import type { DevicePlatform } from "../devices";
import type { Locator } from "../model";
import { accessibilityIdOf, appXPathFor, resourceIdOf } from "./app-tree";
import { isGeneratedId } from "./generated-id";
import { type LocatorCandidate, rankCandidates } from "./locator-candidates";
import { resolveLocator } from "./resolve-locator";
import { elementText } from "./text";

const MAX_TEXT = 80;

export function mobileLocatorCandidates(el: Element, platform: DevicePlatform): LocatorCandidate[] {
  const locators: Locator[] = [];
  const accessibilityId = accessibilityIdOf(el);
  if (accessibilityId) locators.push({ kind: "accessibilityId", value: accessibilityId });
  const resourceId = platform === "android" ? resourceIdOf(el) : undefined;
  if (resourceId) locators.push({ kind: "resourceId", value: resourceId });
  const text = elementText(el);
  if (text && text.length <= MAX_TEXT && !["input", "select", "textarea"].includes(el.localName)) {
    locators.push({ kind: "text", value: text });
  }
  const xpath = appXPathFor(el, platform);
  if (xpath) locators.push({ kind: "appXpath", value: xpath });
  const doc = el.ownerDocument;
  const candidates = locators.flatMap((locator) => {
    const matches = resolveLocator(doc, locator);
    if (!matches.includes(el)) return [];
    const generated = locator.kind === "resourceId" && isGeneratedId(locator.value.replace(/^[^:]*:id\//, ""));
    return [{ locator, count: matches.length, generated }];
  });
  return rankCandidates(candidates);
}
