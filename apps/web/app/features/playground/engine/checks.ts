/**
 * The step kinds that verify: text, value, visibility, count, URL, title. Each
 * retries until its condition holds or the timeout passes, like Playwright's
 * web-first assertions, and reports expected against actual (docs/playground.md#step-kinds).
 */
import { type ActionContext, type ActionOutcome, findTarget, frameDocument, waitForTarget } from "./action-context";
import { formatLocator } from "./locator-format";
import { resolveLocator } from "./resolve-locator";
import type { ActionOf } from "./step-kinds";
import { elementText, normalizeText } from "./text";
import { type Attempt, retry } from "./wait";

const quote = (text: string) => `"${text}"`;

function outcome(result: Attempt<unknown>): ActionOutcome {
  return result.ok ? { status: "passed" } : { status: "failed", failure: result.failure };
}

function compare(actual: string, expected: string, match: "equals" | "contains") {
  return match === "equals" ? actual === expected : actual.includes(expected);
}

const describeExpected = (expected: string, match: "equals" | "contains") =>
  match === "equals" ? quote(expected) : `contains ${quote(expected)}`;

function checkElement(
  action: { target: ActionOf<"verifyText">["target"] },
  ctx: ActionContext,
  read: (el: Element) => string | undefined,
  expected: string,
  match: "equals" | "contains",
  what: string,
) {
  const where = formatLocator(action.target);
  return retry<null>(
    () => {
      const found = findTarget(ctx, action.target, {});
      if (!found.ok) return found;
      const actual = read(found.value);
      if (actual === undefined) return { ok: false, failure: { reason: `The element ${where} is not a field.` } };
      if (compare(actual, expected, match)) return { ok: true, value: null };
      return {
        ok: false,
        failure: {
          reason: `The ${what} of ${where} is not as expected.`,
          expected: describeExpected(expected, match),
          actual: quote(actual),
        },
      };
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
}

export async function runVerifyText(action: ActionOf<"verifyText">, ctx: ActionContext): Promise<ActionOutcome> {
  return outcome(await checkElement(action, ctx, elementText, normalizeText(action.expected), action.match, "text"));
}

export async function runVerifyValue(action: ActionOf<"verifyValue">, ctx: ActionContext): Promise<ActionOutcome> {
  const read = (el: Element) => ("value" in el && typeof el.value === "string" ? el.value : undefined);
  return outcome(await checkElement(action, ctx, read, action.expected, "equals", "value"));
}

export async function runVerifyVisible(action: ActionOf<"verifyVisible">, ctx: ActionContext): Promise<ActionOutcome> {
  return outcome(await waitForTarget(ctx, action.target, { visible: true }));
}

export async function runWaitForElement(
  action: ActionOf<"waitForElement">,
  ctx: ActionContext,
): Promise<ActionOutcome> {
  return outcome(await waitForTarget(ctx, action.target, { visible: true }, action.timeoutMs ?? ctx.timeoutMs));
}

export async function runVerifyNotVisible(
  action: ActionOf<"verifyNotVisible">,
  ctx: ActionContext,
): Promise<ActionOutcome> {
  const where = formatLocator(action.target);
  const result = await retry<null>(
    () => {
      const doc = frameDocument(ctx);
      const matches = doc ? resolveLocator(doc, action.target) : [];
      if (matches.length > 1) {
        return {
          ok: false,
          failure: { reason: `The locator ${where} found ${matches.length} elements; the step needs at most one.` },
        };
      }
      const el = matches[0];
      if (!el || !ctx.layout.isVisible(el)) return { ok: true, value: null };
      return {
        ok: false,
        failure: { reason: `The element ${where} is visible.`, expected: "not visible", actual: "visible" },
      };
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
  return outcome(result);
}

export async function runVerifyCount(action: ActionOf<"verifyCount">, ctx: ActionContext): Promise<ActionOutcome> {
  const where = formatLocator(action.target);
  const result = await retry<null>(
    () => {
      const doc = frameDocument(ctx);
      const count = doc ? resolveLocator(doc, action.target).length : 0;
      if (count === action.count) return { ok: true, value: null };
      return {
        ok: false,
        failure: {
          reason: `The locator ${where} found ${count} elements, not ${action.count}.`,
          expected: `${action.count} elements`,
          actual: `${count} elements`,
        },
      };
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
  return outcome(result);
}

/** A URL written as a path ("/playground/apps/shop/cart.html") is compared with the page's path, query and hash. */
function currentUrl(ctx: ActionContext, expected: string): string {
  const location = ctx.frame.contentWindow?.location;
  if (!location) return "";
  return expected.startsWith("/") ? `${location.pathname}${location.search}${location.hash}` : location.href;
}

export async function runVerifyPage(
  action: ActionOf<"verifyUrl" | "verifyTitle">,
  ctx: ActionContext,
): Promise<ActionOutcome> {
  const what = action.kind === "verifyUrl" ? "URL" : "title";
  const result = await retry<null>(
    () => {
      const actual =
        action.kind === "verifyUrl" ? currentUrl(ctx, action.expected) : normalizeText(frameDocument(ctx)?.title);
      const expected = action.kind === "verifyUrl" ? action.expected : normalizeText(action.expected);
      if (compare(actual, expected, action.match)) return { ok: true, value: null };
      return {
        ok: false,
        failure: {
          reason: `The page's ${what} is not as expected.`,
          expected: describeExpected(expected, action.match),
          actual: quote(actual),
        },
      };
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal },
  );
  return outcome(result);
}
