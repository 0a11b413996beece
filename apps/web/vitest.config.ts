import { defineProject } from "vitest/config";
import { sharedTestOptions, sharedWebConfig } from "./vitest.shared";

/** Component tests, in jsdom (vitest.shared.ts). */
export default defineProject({
  ...sharedWebConfig,
  test: {
    ...sharedTestOptions,
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.tsx"],
  },
});
