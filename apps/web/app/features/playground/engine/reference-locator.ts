/**
 * A reference element (content/docs/repository/shared-and-reference-elements.md)
 * as one XPath the runner resolves like any locator: the target inside the
 * nearest container (tag, class or both) around it, which must also hold the anchor,
 * "Inside the same container as" (docs/playground.md#automation). Only
 * locators that XPath can say are composed: XPath, text, test id and id.
 */
import type { Locator } from "../model";

const literal = (text: string) => {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
};

/** The locator as an XPath from anywhere (`//…`), or undefined when XPath cannot say it. */
function anyXPath(locator: Locator): string | undefined {
  switch (locator.kind) {
    case "xpath":
      return locator.value.startsWith("//") ? locator.value : undefined;
    case "text":
      return `//*[normalize-space(text())=${literal(locator.value)}]`;
    case "testId":
      return `//*[@data-testid=${literal(locator.value)}]`;
    case "id":
      return `//*[@id=${literal(locator.value)}]`;
    default:
      return undefined;
  }
}

/** `div.product-card`, `.card`, `li` as an XPath step. */
function containerStep(container: string): string | undefined {
  const match = /^([a-zA-Z][\w-]*)?(?:\.([\w-]+))?$/.exec(container.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const tag = match[1] ?? "*";
  return match[2] ? `${tag}[contains(concat(' ', normalize-space(@class), ' '), ' ${match[2]} ')]` : tag;
}

export type ComposedReference = { ok: true; locator: Locator } | { ok: false; message: string };

/** The target found inside the same container as the anchor. */
export function composeReference(targetLocator: Locator, anchor: Locator, container: string): ComposedReference {
  const step = containerStep(container);
  if (!step)
    return {
      ok: false,
      message: `the container "${container}" is not a tag, a class or both, such as li.product-card`,
    };
  const target = anyXPath(targetLocator);
  const near = anyXPath(anchor);
  if (!target || !near) {
    return {
      ok: false,
      message: "a reference element and its anchor need an XPath (//…), text, test id or id locator",
    };
  }
  // The nearest container around the target must hold the anchor.
  return { ok: true, locator: { kind: "xpath", value: `(${target})[ancestor::${step}[1][.${near}]]` } };
}
