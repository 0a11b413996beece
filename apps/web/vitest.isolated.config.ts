import { defineProject } from "vitest/config";
import { isolatedComponentTests, sharedTestOptions, sharedWebConfig } from "./vitest.shared";

/** Component tests that need their own module graph (vitest.shared.ts), in jsdom, one file at a time per worker. */
export default defineProject({
  ...sharedWebConfig,
  test: {
    ...sharedTestOptions,
    name: "web-isolated",
    environment: "jsdom",
    include: isolatedComponentTests,
  },
});
