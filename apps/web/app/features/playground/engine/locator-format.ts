/**
 * Locators as one line of text, for the step script, a locator written by hand
 * and failure messages (docs/playground.md#locators):
 * `role=button[name="Sign in"]`, `testId=…`, `label=…`, `text=…`, `id=…`, `css=…`, `xpath=…`.
 */
import { type Locator, LocatorSchema } from "../model";

export function formatLocator(locator: Locator): string {
  if (locator.kind === "role") {
    return locator.name === "" ? `role=${locator.role}` : `role=${locator.role}[name=${JSON.stringify(locator.name)}]`;
  }
  return `${locator.kind}=${locator.value}`;
}

const ROLE = /^role=([a-z]+)(?:\[name=("(?:[^"\\]|\\.)*")\])?$/;

/** Reads a locator written as `formatLocator` writes it; undefined when the text is not one. */
export function parseLocatorText(text: string): Locator | undefined {
  const trimmed = text.trim();
  const role = ROLE.exec(trimmed);
  if (role) {
    try {
      const name = role[2] ? JSON.parse(role[2]) : "";
      return LocatorSchema.parse({ kind: "role", role: role[1], name });
    } catch {
      return undefined;
    }
  }
  const eq = trimmed.indexOf("=");
  if (eq < 1) return undefined;
  const parsed = LocatorSchema.safeParse({ kind: trimmed.slice(0, eq), value: trimmed.slice(eq + 1) });
  return parsed.success && parsed.data.kind !== "role" ? parsed.data : undefined;
}
