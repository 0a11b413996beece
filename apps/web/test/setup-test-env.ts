import { afterEach, beforeEach, vi } from "vitest";

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
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
