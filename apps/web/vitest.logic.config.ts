import { defineProject } from "vitest/config";
import { sharedTestOptions, sharedWebConfig } from "./vitest.shared";

/**
 * Logic, content and build-script tests, in Node: no DOM to build for each
 * file. One that needs a DOM opts in with `// @vitest-environment jsdom`. The
 * files of a worker share one module graph (`isolate: false`), so none may
 * mock a module (`vitest-projects.test.ts` checks) or keep state it does not reset.
 */
export default defineProject({
  ...sharedWebConfig,
  test: {
    ...sharedTestOptions,
    name: "web-logic",
    environment: "node",
    isolate: false,
    include: [
      "vitest-projects.test.ts",
      "app/**/*.test.ts",
      "plugins/**/*.test.ts",
      "scripts/**/*.test.ts",
      "scripts/**/*.test.mjs",
    ],
  },
});
