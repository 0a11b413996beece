import { defineProject } from "vitest/config";
import { readLatestRelease } from "./plugins/latest-release";
import { readPublicEnv } from "./plugins/public-env";

export default defineProject({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  // Tests see the defaults, whatever the shell exports.
  define: {
    __PUBLIC_ENV__: JSON.stringify(readPublicEnv({})),
    __LATEST_RELEASE__: JSON.stringify(readLatestRelease()),
  },
  esbuild: { jsx: "automatic" },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "plugins/**/*.test.ts", "scripts/**/*.test.mjs"],
    setupFiles: ["./test/setup-test-env.ts"],
    restoreMocks: true,
    // user-event typing in jsdom is slow on 2 cores while other suites run; 5 s flakes.
    testTimeout: 20_000,
  },
});
