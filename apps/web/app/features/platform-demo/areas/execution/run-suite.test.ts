import { describe, expect, it } from "vitest";
import type { PlaygroundRun, WebTest } from "~/features/playground";
import type { ExecuteScript } from "./execute-script";
import type { RunSettings } from "./model";
import { laneCount, runSuite } from "./run-suite";
import { runConfiguration, toScriptRun } from "./to-run";

const test = (id: string): WebTest => ({
  id,
  type: "web",
  name: `Script ${id}`,
  app: "shop",
  steps: [{ id: "s1", nlpId: "navigate-to-url", inputs: { url: "/playground/apps/shop/" }, disabled: false }],
  data: [],
});

const settings: RunSettings = {
  mode: "Parallel",
  sessions: 2,
  windowSize: "desktop",
  environment: "staging",
  rerunAttempts: 0,
  stopOnFirstFailure: false,
};

const run = (t: WebTest, status: PlaygroundRun["status"]): PlaygroundRun => ({
  id: "r",
  testId: t.id,
  testName: t.name,
  viewport: "desktop",
  bugInjected: false,
  startedAt: new Date().toISOString(),
  durationMs: 5,
  status,
  steps: [
    status === "failed"
      ? {
          stepId: "s1",
          title: "Verify",
          status: "failed",
          durationMs: 5,
          reason: "No match.",
          expected: "3",
          actual: "2",
        }
      : { stepId: "s1", title: "Navigate", status: "passed", durationMs: 5 },
  ],
});

const scriptStatusOf = { passed: "Passed", failed: "Failed", stopped: "Aborted" } as const;

/** A fake engine: each script takes `ms` and ends as `results` say, attempt by attempt; it logs what ran where. */
function fakeEngine(results: Record<string, PlaygroundRun["status"][]>, ms = 20) {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const execute: ExecuteScript = async (t, frame) => {
    running += 1;
    most = Math.max(most, running);
    log.push(`${t.id}@${frame.name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    running -= 1;
    const status = results[t.id]?.shift() ?? "passed";
    return { status: scriptStatusOf[status], run: run(t, status) };
  };
  return { execute, log, most: () => most };
}

const frames = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `lane-${index + 1}` }) as HTMLIFrameElement);

const common = { moduleOf: () => "Gearbox shop", stepsOf: () => ["Navigate"] };

describe("runSuite", () => {
  it("runs scripts one after another in one frame when sequential, in suite order", async () => {
    const engine = fakeEngine({});
    const outcome = await runSuite({
      tests: [test("a"), test("b"), test("c")],
      frames: frames(1),
      settings: { ...settings, mode: "Sequential" },
      execute: engine.execute,
      ...common,
    });
    expect(engine.log).toEqual(["a@lane-1", "b@lane-1", "c@lane-1"]);
    expect(engine.most()).toBe(1);
    expect(outcome.status).toBe("Passed");
    expect(outcome.scripts.map((script) => [script.scriptId, script.session])).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 1],
    ]);
  });

  it("runs scripts at once in several frames when parallel, each free frame taking the next", async () => {
    const engine = fakeEngine({});
    const outcome = await runSuite({
      tests: [test("a"), test("b"), test("c")],
      frames: frames(2),
      settings,
      execute: engine.execute,
      ...common,
    });
    expect(engine.most()).toBe(2);
    expect(engine.log.slice(0, 2)).toEqual(["a@lane-1", "b@lane-2"]);
    expect(outcome.scripts.map((script) => script.scriptId)).toEqual(["a", "b", "c"]);
  });

  it("reruns a failed script up to the attempts, stops once it passes, and says so", async () => {
    const engine = fakeEngine({ a: ["failed", "passed"], b: ["failed", "failed", "failed"] });
    const outcome = await runSuite({
      tests: [test("a"), test("b")],
      frames: frames(2),
      settings: { ...settings, rerunAttempts: 2 },
      execute: engine.execute,
      ...common,
    });
    const [a, b] = outcome.scripts;
    expect(a).toMatchObject({ status: "Passed", attempts: 2 });
    expect(b).toMatchObject({ status: "Failed", attempts: 3 });
    expect(b?.steps[0]?.error).toBe("No match. Expected 3, found 2.");
    expect(outcome.status).toBe("Failed");
  });

  it("leaves the rest Not Executed after a failure with Stop on first failure", async () => {
    const engine = fakeEngine({ a: ["failed"] });
    const outcome = await runSuite({
      tests: [test("a"), test("b")],
      frames: frames(1),
      settings: { ...settings, mode: "Sequential", stopOnFirstFailure: true, rerunAttempts: 1 },
      execute: engine.execute,
      ...common,
    });
    expect(engine.log).toEqual(["a@lane-1"]);
    expect(outcome.scripts.map((script) => script.status)).toEqual(["Failed", "Not Executed"]);
  });

  it("runs a script after the one it depends on, even listed before it, and tells the engine how that one ended", async () => {
    const seen: Record<string, unknown> = {};
    const log: string[] = [];
    const execute: ExecuteScript = async (t, _frame, _settings, hooks) => {
      seen[t.id] = hooks?.results;
      log.push(`start ${t.id}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`end ${t.id}`);
      if (t.id === "a") return { status: "Failed", run: run(t, "failed") };
      return { status: "Skipped", reason: "Dependency Script a failed" };
    };
    const dependent = { ...test("b"), automation: { dependsOn: ["a"] } } as WebTest;
    const outcome = await runSuite({ tests: [dependent, test("a")], frames: frames(2), settings, execute, ...common });
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
    expect(seen.b).toEqual({ a: "Failed" });
    expect(outcome.scripts.map((script) => [script.scriptId, script.status])).toEqual([
      ["b", "Skipped"],
      ["a", "Failed"],
    ]);
    expect(outcome.scripts[0]?.steps[0]?.error).toBe("Dependency Script a failed");
  });

  it("marks the scripts not started Aborted when the run is aborted", async () => {
    const engine = fakeEngine({});
    const abort = new AbortController();
    const running = runSuite({
      tests: [test("a"), test("b")],
      frames: frames(1),
      settings: { ...settings, mode: "Sequential" },
      execute: engine.execute,
      signal: abort.signal,
      ...common,
    });
    abort.abort();
    const outcome = await running;
    expect(outcome.status).toBe("Aborted");
    expect(outcome.scripts[1]?.status).toBe("Aborted");
  });

  it("opens one frame for Sequential and the sessions, at most the scripts, for Parallel", () => {
    expect(laneCount({ mode: "Sequential", sessions: 3 }, 5)).toBe(1);
    expect(laneCount({ mode: "Parallel", sessions: 3 }, 5)).toBe(3);
    expect(laneCount({ mode: "Parallel", sessions: 3 }, 2)).toBe(2);
    // Distributed: one frame standing for each machine.
    expect(laneCount({ mode: "Distributed", sessions: 3 }, 5)).toBe(3);
  });
});

describe("a playground run in the demo's terms", () => {
  it("numbers the steps, names data rows, and maps skipped steps to the docs' statuses", () => {
    const t = test("a");
    const script = toScriptRun(
      t,
      {
        status: "Failed",
        run: {
          ...run(t, "failed"),
          steps: [
            { stepId: "s1", title: "Search", status: "failed", durationMs: 3.4, reason: "Not found.", row: 1 },
            {
              stepId: "s2",
              title: "Count",
              status: "skipped",
              durationMs: 0,
              reason: "An earlier step failed.",
              row: 1,
            },
            { stepId: "s3", title: "Off", status: "skipped", durationMs: 0, reason: "This step is disabled." },
          ],
        },
      },
      "Gearbox shop",
      () => [],
    );
    expect(script.status).toBe("Failed");
    expect(script.steps.map((step) => [step.index, step.text, step.status])).toEqual([
      [1, "Row 2: Search", "Failed"],
      [2, "Row 2: Count", "Not Executed"],
      [3, "Off", "Skipped"],
    ]);
  });

  it("names the run configuration after the browser, window size and environment", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    expect(runConfiguration({ windowSize: "phone", environment: "staging-bug" }, chrome)).toEqual({
      browser: "Chrome 375 × 667 (phone)",
      machine: "This browser tab",
      environment: "Staging with the injected bug",
    });
  });
});
