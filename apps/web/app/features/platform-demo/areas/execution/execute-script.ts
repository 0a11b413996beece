/**
 * Runs one of the playground's web tests in a frame, for real, with the playground's runner
 * (docs/playground.md#runner): the one place the execution area calls the engine
 * (docs/platform-demo.md#execution). The frame is first reset to the test's sample app.
 */
import {
  navigateFrame,
  type PlaygroundRun,
  type Project,
  runTest,
  type StepResult,
  type WebTest,
} from "~/features/playground";
import { environments, type RunSettings } from "./model";

export type ScriptHooks = {
  signal?: AbortSignal;
  onStep?: (result: StepResult) => void;
  beforeStep?: (stepId: string, row: number | undefined) => void | Promise<void>;
  afterStep?: (result: StepResult) => void | Promise<void>;
};

export type ExecuteScript = (
  test: WebTest,
  frame: HTMLIFrameElement,
  settings: Pick<RunSettings, "windowSize" | "environment">,
  hooks?: ScriptHooks,
) => Promise<PlaygroundRun>;

/** The sample app's start page, reset, with the environment's bug switch (docs/playground.md#state-reset-and-the-injected-bug). */
export function startUrl(test: WebTest, environment: RunSettings["environment"]): string {
  return `/playground/apps/${test.app}?reset=1&bug=${environments[environment].bug ? 1 : 0}`;
}

export function executeScriptWith(project: Pick<Project, "elements">): ExecuteScript {
  return async (test, frame, settings, hooks = {}) => {
    await navigateFrame(frame, startUrl(test, settings.environment));
    const { run } = await runTest(test, {
      frame,
      project,
      signal: hooks.signal,
      onStep: hooks.onStep,
      beforeStep: hooks.beforeStep,
      afterStep: hooks.afterStep,
      viewport: settings.windowSize === "phone" ? "phone" : "desktop",
      bugInjected: environments[settings.environment].bug,
    });
    return run;
  };
}
