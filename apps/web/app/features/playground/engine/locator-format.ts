/**
 * Locators as one line of text, for the step script, a locator written by hand
 * and failure messages (docs/playground.md#locators):
 * `role=button[name="Sign in"]`, `testId=…`, `label=…`, `text=…`, `id=…`, `css=…`, `xpath=…`.
 * Written by hand, a step's input is checked here without zod, because the
 * step editor checks its inputs on the first screen (docs/performance.md#the-playground);
 * the runner parses the whole action with the step kinds' schemas before it runs.
 */
import { LOCATOR_KINDS, type Locator, type LocatorKind } from "../model";

export function formatLocator(locator: Locator): string {
  if (locator.kind === "role") {
    return locator.name === "" ? `role=${locator.role}` : `role=${locator.role}[name=${JSON.stringify(locator.name)}]`;
  }
  return `${locator.kind}=${locator.value}`;
}

const ROLE = /^role=([a-z]+)(?:\[name=("(?:[^"\\]|\\.)*")\])?$/;
const KINDS: ReadonlySet<string> = new Set(LOCATOR_KINDS);

/** Reads a locator written as `formatLocator` writes it; undefined when the text is not one. */
export function parseLocatorText(text: string): Locator | undefined {
  const trimmed = text.trim();
  const role = ROLE.exec(trimmed);
  if (role?.[1]) {
    try {
      const name: unknown = role[2] ? JSON.parse(role[2]) : "";
      return typeof name === "string" ? { kind: "role", role: role[1], name } : undefined;
    } catch {
      return undefined;
    }
  }
  const eq = trimmed.indexOf("=");
  const kind = trimmed.slice(0, eq);
  const value = trimmed.slice(eq + 1);
  if (eq < 1 || kind === "role" || !KINDS.has(kind) || value === "") return undefined;
  return { kind: kind as Exclude<LocatorKind, "role">, value };
}
