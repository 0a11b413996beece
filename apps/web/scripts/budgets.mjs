// The byte budgets of budgets.json: read, checked against measured pages,
// printed. Pure functions; check-budgets.mjs runs them after the build and
// `npm run bench` reports the same figures.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { withBrand } from "@ignitest/contracts";
import { z } from "zod";
import { measurePage } from "./page-bytes.mjs";

// Not `new URL(…, import.meta.url)`: Vite (and so Vitest) rewrites that pattern into an asset URL.
export const budgetsFile = join(dirname(fileURLToPath(import.meta.url)), "..", "budgets.json");

/** 1 KB = 1024 bytes throughout (budgets.json and the reports). */
export const KB = 1024;

const LimitSchema = z
  .object({
    /** The build fails above this. */
    budget: z.number().positive(),
    /** Issue 8's goal; a budget above it is a known gap, kept visible here. */
    target: z.number().positive(),
  })
  .strict();

const TemplateSchema = z
  .object({
    /** The prerendered page that stands for the template, `{brand}` expanded. */
    page: z.string().startsWith("/"),
    /** A query string the benchmark adds when it loads the page (`/nlp's-list?id=…`); the HTML is the page's. */
    query: z.string().startsWith("?").optional(),
    /** Content pages, the assets pages and the playground have different JS targets in `npm run bench` (docs/performance.md). */
    kind: z.enum(["content", "assets", "playground"]).default("content"),
    js: LimitSchema,
    routeChunk: LimitSchema,
    html: LimitSchema,
    /** Why a budget is above its target, and who is on it. */
    note: z.string().optional(),
  })
  .strict();

export const BudgetsSchema = z.object({
  $comment: z.string().optional(),
  templates: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), TemplateSchema),
});

/** The metrics a template is held to, with the words a report uses for them. */
export const metrics = {
  js: "total JS",
  routeChunk: "route chunk",
  html: "HTML",
};

/** budgets.json (or another file of that shape), validated, with page paths expanded. */
export function readBudgets(file = budgetsFile) {
  const parsed = BudgetsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a valid budgets file:\n${z.prettifyError(parsed.error)}`);
  const templates = Object.entries(parsed.data.templates).map(([name, template]) => ({
    name,
    ...template,
    page: withBrand(template.page),
  }));
  return { templates };
}

/** The bytes of each metric for a measured page (see page-bytes.mjs). */
export function metricBytes(measurement) {
  return {
    js: measurement.js.total,
    routeChunk: measurement.routeChunk?.gzip ?? 0,
    html: measurement.html,
  };
}

/**
 * One row per template and metric: the bytes, the budget and target in
 * bytes, and whether the budget holds. A page with no route chunk of its own
 * fails (the HTML was not what the build should write).
 */
export function compareWithBudgets(template, measurement) {
  const bytes = metricBytes(measurement);
  return Object.keys(metrics).map((metric) => {
    const { budget, target } = template[metric];
    const missing = metric === "routeChunk" && !measurement.routeChunk;
    return {
      template: template.name,
      page: template.page,
      metric,
      bytes: bytes[metric],
      budget: Math.round(budget * KB),
      target: Math.round(target * KB),
      withinBudget: !missing && bytes[metric] <= budget * KB,
      meetsTarget: !missing && bytes[metric] <= target * KB,
      problem: missing ? "the HTML names no route module" : undefined,
    };
  });
}

/** Measures every template of `budgets` in `clientDir` and compares. */
export function checkBudgets(clientDir, budgets) {
  return budgets.templates.flatMap((template) => compareWithBudgets(template, measurePage(clientDir, template.page)));
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A fixed-width table of the rows, for the build log and the bench. */
export function formatRows(rows) {
  const lines = rows.map((row) => [
    row.template,
    metrics[row.metric],
    kb(row.bytes),
    kb(row.budget),
    kb(row.target),
    row.withinBudget ? (row.meetsTarget ? "ok" : "ok (above target)") : "OVER BUDGET",
  ]);
  const header = ["template", "metric", "gzip", "budget", "target", ""];
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column].length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The message a failing build prints: one line per broken budget, with what to do. */
export function failureMessage(rows) {
  const over = rows.filter((row) => !row.withinBudget);
  if (over.length === 0) return undefined;
  return [
    `Byte budget exceeded (${over.length}):`,
    ...over.map(
      (row) =>
        `  ${row.template} (${row.page}): ${metrics[row.metric]} ${row.problem ?? `${kb(row.bytes)} gzip > budget ${kb(row.budget)}`} (target ${kb(row.target)})`,
    ),
    "Make the page lighter, or raise its budget in apps/web/budgets.json with the reason in its note.",
  ].join("\n");
}
