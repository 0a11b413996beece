import { defineConfig } from "vitest/config";

/** One `vitest run` covers every workspace; e2e/ is Playwright's. */
export default defineConfig({
  test: {
    projects: ["packages/contracts", "apps/api", "apps/web"],
  },
});
