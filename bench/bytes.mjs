// Gzip bytes per template, measured exactly as the build's budget check does
// (apps/web/scripts/page-bytes.mjs, budgets.mjs): one code path for both.
import { compareWithBudgets, readBudgets } from "../apps/web/scripts/budgets.mjs";
import { measurePage } from "../apps/web/scripts/page-bytes.mjs";

/** The templates of apps/web/budgets.json, each with the page that stands for it. */
export function templates() {
  return readBudgets().templates;
}

/** HTML, CSS and JS gzip bytes per template, the route chunk, and each figure against its budget and target. */
export function measureBytes(clientDir) {
  return templates().map((template) => {
    const measurement = measurePage(clientDir, template.page);
    return {
      name: template.name,
      page: template.page,
      html: measurement.html,
      css: measurement.css,
      js: measurement.js.total,
      jsFiles: measurement.js.files.length,
      routeChunk: measurement.routeChunk,
      rows: compareWithBudgets(template, measurement),
    };
  });
}
