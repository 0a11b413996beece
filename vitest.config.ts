import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * One `vitest run` covers every workspace; e2e/ is Playwright's.
 * VITEST_JSON_REPORT (set by .ci/run) also writes a JSON report there, from
 * which CI prints the API suite's count.
 */
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    projects: [
      "packages/contracts",
      "apps/api",
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
      "apps/web/vitest.logic.config.ts",
    ],
    // One worker a core: Vitest's default leaves one core to its main process, which idles once the
    // files are transformed, so on a 2-core machine the suites ran on one core.
    maxWorkers: availableParallelism(),
    ...(jsonReport ? { reporters: ["default", "json"], outputFile: { json: jsonReport } } : {}),
  },
});
