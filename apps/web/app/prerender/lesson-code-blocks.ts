import { spawnSync } from "node:child_process";
import type { CodeLanguage } from "@ignitest/contracts/lessons";
import { parseDocument } from "yaml";
import { jenkinsfileProblems } from "~/lib/jenkinsfile-check";

/**
 * The content check of the code a lesson teaches (issue 29, item 2): a
 * `code` screen is parsed by its language, whole, and a locator shown in a
 * view is parsed as XPath or CSS. Each function returns what is wrong, in
 * words a script author can act on; an empty list means valid.
 */

/** An excerpt marker: "..." or "…" standing for code that is not shown. */
const excerpt = /…|(^|[\s([{,])\.\.\.([\s)\]},]|$)/;

/** `bash -n` of a shell script: its syntax errors, none when it would run. */
export function shellProblems(script: string): string[] {
  const result = spawnSync("bash", ["-n"], { input: script, encoding: "utf8" });
  if (result.error) throw result.error;
  return result.status === 0 ? [] : [`shell: ${result.stderr.trim().replace(/^bash: line /gm, "line ")}`];
}

function yamlProblems(source: string): string[] {
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  const problems = [...doc.errors, ...doc.warnings].map((e) => `YAML: ${e.message.split("\n")[0]}`);
  if (problems.length > 0) return problems;
  const value = doc.toJS() as unknown;
  if (value === null || typeof value !== "object")
    return ["YAML: a pipeline file is a mapping or a list, not a scalar"];
  // An Azure Pipelines or GitHub Actions job list: each job runs steps, and each bash/script/run step is valid shell.
  const jobs = Array.isArray(value) ? value : [];
  return jobs.flatMap((job: Record<string, unknown>, i) => {
    if (!job || typeof job !== "object" || !Array.isArray(job.steps)) return [`YAML: job ${i + 1} has no steps`];
    return (job.steps as Record<string, unknown>[]).flatMap((step) =>
      ["bash", "script", "run"].flatMap((key) => (typeof step?.[key] === "string" ? shellProblems(step[key]) : [])),
    );
  });
}

/** What is wrong with `lines` as a whole file of `language`. */
export function codeProblems(language: CodeLanguage, lines: readonly string[]): string[] {
  const source = `${lines.join("\n")}\n`;
  const cut = lines.findIndex((line) => excerpt.test(line));
  if (cut >= 0) return [`line ${cut + 1} leaves code out ("${lines[cut]?.trim()}"): show the whole file`];
  switch (language) {
    case "json":
      try {
        JSON.parse(source);
        return [];
      } catch (error) {
        return [`JSON: ${(error as Error).message}`];
      }
    case "yaml":
      return yamlProblems(source);
    case "shell":
      return shellProblems(source);
    case "jenkinsfile":
      return jenkinsfileProblems(source, shellProblems);
  }
}

let page: Document | undefined;
/**
 * A small page to evaluate locators against (parsing is what is checked, not what they match), in the DOM of the
 * test's environment: the tests that call these run in jsdom (`@vitest-environment jsdom`).
 */
const pageDocument = () => {
  page ??= new DOMParser().parseFromString(
    "<!doctype html><form class='cart'><button type='submit'>Checkout</button></form>",
    "text/html",
  );
  return page;
};

/** An Ignitest dynamic locator's `${name}` stands for a value: checked with one in its place. */
const withValues = (locator: string) => locator.replace(/\$\{[A-Za-z_][\w.]*\}/g, "value");

export function xpathProblems(expression: string): string[] {
  const document = pageDocument();
  try {
    document.evaluate(withValues(expression), document, null, 0, null);
    return [];
  } catch (error) {
    return [`XPath ${expression}: ${(error as Error).message.split("\n")[0]}`];
  }
}

export function cssProblems(selector: string): string[] {
  try {
    pageDocument().querySelectorAll(withValues(selector));
    return [];
  } catch (error) {
    return [`CSS ${selector}: ${(error as Error).message.split("\n")[0]}`];
  }
}
