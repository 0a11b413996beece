import type { UserWorkspaceConfig } from "vitest/config";
import { buildYear } from "./plugins/build-year";
import { readLatestRelease } from "./plugins/latest-release";
import { readPublicEnv } from "./plugins/public-env";

/**
 * What both web test projects share (docs/conventions.md#tests): the `~`
 * alias, the public settings' defaults and the set-up file. `vitest.config.ts`
 * runs the component tests (`*.test.tsx`) in jsdom; `vitest.logic.config.ts`
 * runs the rest in Node, where a file that needs a DOM says so in its first
 * line (`// @vitest-environment jsdom`).
 */
export const sharedWebConfig = {
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  // Tests see the defaults, whatever the shell exports.
  define: {
    __PUBLIC_ENV__: JSON.stringify(readPublicEnv({})),
    __LATEST_RELEASE__: JSON.stringify(readLatestRelease()),
    __BUILD_YEAR__: JSON.stringify(buildYear()),
  },
  esbuild: { jsx: "automatic" },
} satisfies UserWorkspaceConfig;

export const sharedTestOptions = {
  setupFiles: ["./test/setup-test-env.ts"],
  restoreMocks: true,
  // user-event typing in jsdom is slow on 2 cores while other suites run; 5 s flakes.
  testTimeout: 20_000,
};
