import { afterEach, beforeEach, vi } from "vitest";

// Stubbed globals are undone after each test as well as before it (`unstubGlobals` does "before"
// only): in a shared module graph, the last test's stub (fetch = vi.fn()) otherwise outlived its
// file, the next file's msw server wrapped that stub when it started listening, and the restore
// before that file's first test threw msw's wrapper away, so its forms could reach no server.
afterEach(() => {
  vi.unstubAllGlobals();
});

// A test that logs console.error fails (after epic-stack's setup-test-env; docs/conventions.md#tests).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

// With a DOM (the component project, or a logic file that opted into jsdom): the DOM matchers,
// and every test starts from an empty document and empty storage.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  // findBy… and waitFor wait for something that will happen (a response, a render); Testing
  // Library's 1 s default ran out on a busy 2-core machine (catalogue and lesson tests, a first lazy chunk), so wait 10 s.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
