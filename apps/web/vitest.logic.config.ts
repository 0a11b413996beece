import { defineProject } from "vitest/config";
import { sharedTestOptions, sharedWebConfig } from "./vitest.shared";

/**
 * Logic, content and build-script tests, in Node: no DOM to build for each
 * file. One that needs a DOM opts in with `// @vitest-environment jsdom`.
 */
export default defineProject({
  ...sharedWebConfig,
  test: {
    ...sharedTestOptions,
    name: "web-logic",
    environment: "node",
    include: ["app/**/*.test.ts", "plugins/**/*.test.ts", "scripts/**/*.test.ts", "scripts/**/*.test.mjs"],
  },
});
