/**
 * `${…}` placeholders in a step's inputs and in an element's locator, filled
 * when the step runs (docs/playground.md#automation): `${name}` a variable (a
 * local one wins over a project one, which wins over a global one:
 * content/docs/test-development/variables.md), `${data.Column}` a column of
 * the data provider's current row (content/docs/test-data/use-test-data-in-scripts.md),
 * `${param.name}` a parameter of the step group the step runs in
 * (parameterized-step-groups.md). No zod: the editor checks inputs on its
 * first screen (docs/performance.md#the-playground).
 */
import type { Locator, ProjectAutomation, ScriptSettings, Variable } from "../model";

export interface PlaceholderScope {
  /** Variables by name, the narrowest already chosen (`scopeVariables`). */
  variables?: Readonly<Record<string, Variable>>;
  /** The data provider's current row; undefined when the script has none. */
  data?: Readonly<Record<string, string>>;
  /** The parameters of the step group being run. */
  params?: Readonly<Record<string, string>>;
}

const DOLLAR = /\$\{\s*([^}]*?)\s*\}/g;
export const MASK = "••••••";

/** Whether a text holds any `${…}` placeholder. */
export const hasPlaceholder = (value: string) => /\$\{[^}]*\}/.test(value);

/** The variables a script sees: global, then project, then its own local ones (each narrower one wins). */
export function scopeVariables(
  automation: Pick<ProjectAutomation, "variables"> | undefined,
  settings: Pick<ScriptSettings, "variables"> | undefined,
): Record<string, Variable> {
  const all = automation?.variables ?? [];
  const byName: Record<string, Variable> = {};
  for (const variable of all.filter((v) => v.scope === "global")) byName[variable.name] = variable;
  for (const variable of all.filter((v) => v.scope === "project")) byName[variable.name] = variable;
  for (const variable of settings?.variables ?? []) byName[variable.name] = variable;
  return byName;
}

export interface Filled {
  /** The text with every placeholder that has a value filled in. */
  filled: string;
  /** The same with masked values shown as ••••••, for titles and reports. */
  shown: string;
  /** What is missing, as the docs word it ("Variable apiBase is not defined"). */
  problems: string[];
}

/**
 * Fills `${…}` in `value`. `dynamic` words a missing variable as a locator's
 * dynamic value does ("Dynamic value productName is not set": dynamic-locators.md).
 * A data cell's own `${variable}` is filled too (use-test-data-in-scripts.md).
 */
export function fillDollar(value: string, scope: PlaceholderScope, dynamic = false): Filled {
  const problems: string[] = [];
  const shownParts: string[] = [];
  let last = 0;
  const filled = value.replace(DOLLAR, (whole, name: string, offset: number) => {
    const found = lookUp(name, scope, dynamic, problems);
    shownParts.push(value.slice(last, offset), found === undefined ? whole : found.masked ? MASK : found.value);
    last = offset + whole.length;
    return found?.value ?? whole;
  });
  shownParts.push(value.slice(last));
  return { filled, shown: shownParts.join(""), problems };
}

function lookUp(name: string, scope: PlaceholderScope, dynamic: boolean, problems: string[]) {
  if (name.startsWith("data.")) {
    const column = name.slice(5);
    if (!scope.data) {
      problems.push("No data provider attached");
      return undefined;
    }
    const cell = scope.data[column];
    if (cell === undefined) {
      problems.push(`Column ${column} not found`);
      return undefined;
    }
    const inner = fillDollar(cell, { variables: scope.variables });
    problems.push(...inner.problems);
    return { value: inner.filled, masked: inner.shown !== inner.filled };
  }
  if (name.startsWith("param.")) {
    const param = name.slice(6);
    const given = scope.params?.[param];
    if (given === undefined) {
      problems.push(`Parameter ${param} is not set`);
      return undefined;
    }
    return { value: given, masked: false };
  }
  const variable = scope.variables?.[name];
  if (variable) return { value: variable.value, masked: variable.masked };
  // In a locator a plain name may also be a column of the current row (dynamic-locators.md fills it from test data).
  const cell = dynamic ? scope.data?.[name] : undefined;
  if (cell !== undefined) return { value: cell, masked: false };
  problems.push(dynamic ? `Dynamic value ${name} is not set` : `Variable ${name} is not defined`);
  return undefined;
}

/** A locator with its values filled; the problems of every value. */
export function fillLocator(locator: Locator, scope: PlaceholderScope): { locator: Locator; problems: string[] } {
  if (locator.kind === "role") {
    const name = fillDollar(locator.name, scope, true);
    return { locator: { ...locator, name: name.filled }, problems: name.problems };
  }
  const value = fillDollar(locator.value, scope, true);
  return { locator: { ...locator, value: value.filled }, problems: value.problems };
}

/** Whether a locator holds a placeholder (the repository's { } badge: dynamic-locators.md). */
export const isDynamicLocator = (locator: Locator) =>
  hasPlaceholder(locator.kind === "role" ? locator.name : locator.value);
