import { defineConfig } from "vitest/config";

/**
 * One `vitest run` covers every workspace; e2e/ is Playwright's.
 * VITEST_JSON_REPORT (set by .ci/run) also writes a JSON report there, from
 * which CI prints the API suite's count.
 */
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    projects: ["packages/contracts", "apps/api", "apps/web"],
    ...(jsonReport ? { reporters: ["default", "json"], outputFile: { json: jsonReport } } : {}),
  },
});
