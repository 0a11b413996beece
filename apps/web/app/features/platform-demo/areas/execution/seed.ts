/**
 * The Execution area's starting suites (docs/platform-demo.md#execution): two suites of Northwind
 * Web Regression over the playground's sample project's web tests (docs/playground.md#state), one
 * Sequential and one Parallel with auto-rerun, as create-suites.md's tip suggests: a short smoke
 * suite and a fuller regression, the regression run by Selected members (suite-access.yaml).
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
      labels: [],
      labelMatch: "Any label",
      access: "Everyone in the project",
      memberIds: [],
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
      labels: [],
      labelMatch: "Any label",
      // suite-access.yaml: the regression is run by Selected members only; Tom Becker is not one.
      access: "Selected members",
      memberIds: ["u-3", "u-5"],
    },
  ];
}
