/**
 * Runs one of the playground's web tests in a frame, for real, as a suite runs a script
 * (docs/playground.md#automation, `runScript`): its depends-on scripts decide first whether it
 * runs, then it runs with its data provider's rows and its pre- and post-conditions. The one place
 * the execution area calls the engine (docs/platform-demo.md#execution). The frame is first reset
 * to the test's sample app.
 */
import {
  navigateFrame,
  type PlaygroundRun,
  type Project,
  runScript,
  type ScriptStatus,
  type StepResult,
  type WebTest,
} from "~/features/playground";
import { environments, type RunSettings } from "./model";

export type ScriptHooks = {
  signal?: AbortSignal;
  onStep?: (result: StepResult) => void;
  beforeStep?: (stepId: string, row: number | undefined) => void | Promise<void>;
  afterStep?: (result: StepResult) => void | Promise<void>;
  /** The statuses of the scripts this suite run has finished, by test id: a script whose dependency failed is skipped. */
  results?: Readonly<Record<string, ScriptStatus>>;
};

/** How a script ended: its status in the docs' words, why (a failed dependency, a condition), and its run when it ran. */
export type ScriptResult = { status: ScriptStatus; reason?: string; run?: PlaygroundRun };

export type ExecuteScript = (
  test: WebTest,
  frame: HTMLIFrameElement,
  settings: Pick<RunSettings, "windowSize" | "environment">,
  hooks?: ScriptHooks,
) => Promise<ScriptResult>;

/** The sample app's start page, reset, with the environment's bug switch (docs/playground.md#state-reset-and-the-injected-bug). */
export function startUrl(test: WebTest, environment: RunSettings["environment"]): string {
  return `/playground/apps/${test.app}?reset=1&bug=${environments[environment].bug ? 1 : 0}`;
}

export function executeScriptWith(project: Project): ExecuteScript {
  return async (test, frame, settings, hooks = {}) => {
    await navigateFrame(frame, startUrl(test, settings.environment));
    const { status, reason, run } = await runScript(project, test.id, {
      frame,
      signal: hooks.signal,
      onStep: hooks.onStep,
      beforeStep: hooks.beforeStep,
      afterStep: hooks.afterStep,
      results: hooks.results,
      viewport: settings.windowSize === "phone" ? "phone" : "desktop",
      bugInjected: environments[settings.environment].bug,
    });
    return { status, reason, run };
  };
}
