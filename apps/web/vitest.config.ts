import { configDefaults, defineProject } from "vitest/config";
import { isolatedComponentTests, sharedTestOptions, sharedWebConfig } from "./vitest.shared";

/**
 * Component tests, in jsdom (vitest.shared.ts). The files of a worker share one
 * document and one module graph: each test renders into the document the set-up
 * file empties after it, and none may keep state in a module it does not reset.
 * Files that need their own module graph run in vitest.isolated.config.ts.
 */
export default defineProject({
  ...sharedWebConfig,
  test: {
    ...sharedTestOptions,
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.tsx"],
    exclude: [...configDefaults.exclude, ...isolatedComponentTests],
    isolate: false,
  },
});
