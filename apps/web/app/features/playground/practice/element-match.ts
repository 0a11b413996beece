/**
 * Whether a step's locator finds a given element of a sample app, judged from
 * the facts the task names (its test id, id, label, role and name, text)
 * rather than by one spelling: `testId=cart-total`, `css=[data-testid="cart-total"]`
 * and `xpath=//*[@data-testid='cart-total']` all find the cart total
 * (docs/product/academy-practice.md#checkers).
 */
import type { PracticeElement } from "../../../../../../content/academy/practice-tasks";
import type { Locator } from "../model";

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The attribute values a CSS or XPath locator names: `#x`, `[data-testid="x"]`, `@id='x'`. */
function namedInSelector(selector: string): { ids: string[]; testIds: string[] } {
  const ids = [...selector.matchAll(/#([\w-]+)/g), ...selector.matchAll(/\bid\s*=\s*["']?([\w-]+)/g)].map(
    (match) => match[1] ?? "",
  );
  const testIds = [...selector.matchAll(/data-testid\s*=\s*["']?([\w-]+)/g)].map((match) => match[1] ?? "");
  return { ids, testIds };
}

export function locatorFinds(locator: Locator, element: PracticeElement): boolean {
  switch (locator.kind) {
    case "testId":
      return same(locator.value, element.testId);
    case "id":
      return same(locator.value, element.id);
    case "label":
      return same(locator.value, element.label) || same(locator.value, element.name);
    case "text":
      return same(locator.value, element.text) || same(locator.value, element.name);
    case "role":
      return (
        same(locator.role, element.role) &&
        (locator.name === "" || same(locator.name, element.name) || same(locator.name, element.text))
      );
    case "accessibilityId":
      return same(locator.value, element.label);
    case "resourceId":
      return same(locator.value.replace(/^[^:]*:id\//, ""), element.testId ?? element.id);
    case "appXpath":
    case "css":
    case "xpath": {
      const named = namedInSelector(locator.value);
      return (
        named.ids.some((id) => same(id, element.id)) || named.testIds.some((testId) => same(testId, element.testId))
      );
    }
  }
}
