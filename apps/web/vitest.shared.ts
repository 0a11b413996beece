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
  // vi.stubGlobal (matchMedia, fetch, …) is undone after each test: component files share a jsdom.
  unstubGlobals: true,
  // user-event typing in jsdom is slow on 2 cores while other suites run; 5 s flakes.
  testTimeout: 20_000,
};

/**
 * Component tests that need a module graph of their own: every file that
 * replaces a module with `vi.mock`, and one that watches lazy code arrive for
 * the first time. They run in the `web-isolated` project; every other component
 * test runs in `web`, where the files of a worker share one jsdom and one
 * module graph (`isolate: false`: building jsdom and importing React for each
 * of 88 files was two thirds of the project's time). A new file that mocks a
 * module goes here; `vitest-projects.test.ts` fails until it does.
 */
export const isolatedComponentTests = [
  "app/components/form/captcha-field.test.tsx",
  "app/features/account/components/sign-in-screen.test.tsx",
  "app/features/account/components/sign-up-form.test.tsx",
  "app/features/assets/components/most-used-carousel.test.tsx",
  "app/features/forms/components/contact-form.test.tsx",
  "app/features/forms/components/demo-request-form.test.tsx",
  // Asserts the player before its control bar's lazy chunk has loaded.
  "app/features/lesson-media/components/video-player.test.tsx",
  "app/features/search/components/search-dialog.test.tsx",
  "app/features/search/components/search-page.test.tsx",
  "app/shell/footer/footer.test.tsx",
  "app/shell/footer/legal-dialog.test.tsx",
  "app/shell/header/header-account.test.tsx",
];
