/**
 * The Execution area's starting suites (docs/platform-demo.md#execution): two suites of Northwind
 * Web Regression over the playground's sample project's web tests (docs/playground.md#state), one
 * Sequential and one Parallel with auto-rerun, as create-suites.md's tip suggests: a short smoke
 * suite and a fuller regression.
 */
import type { ExecutionSuite } from "./model";

export function executionSeed(): ExecutionSuite[] {
  return [
    {
      id: "SUI1101",
      projectId: "p-web",
      name: "Gearbox Smoke",
      scriptIds: ["test-sign-in", "test-search"],
      mode: "Sequential",
      sessions: 2,
      windowSize: "desktop",
      environment: "staging",
      rerunAttempts: 0,
      stopOnFirstFailure: false,
    },
    {
      id: "SUI1102",
      projectId: "p-web",
      name: "Gearbox Regression",
      scriptIds: ["test-sign-in", "test-search", "test-cart-total"],
      mode: "Parallel",
      sessions: 3,
      windowSize: "desktop",
      environment: "staging",
      rerunAttempts: 1,
      stopOnFirstFailure: false,
    },
  ];
}
