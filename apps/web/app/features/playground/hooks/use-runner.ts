/**
 * Runs the selected test through the engine: a web test in the frame (which is
 * first reset with ?reset=1 and the bug switch's ?bug=), an API test against
 * the public assets API; results arrive step by step, "Stop" aborts
 * (docs/playground.md#runner).
 */
import { type RefObject, useCallback, useRef, useState } from "react";
import type { ScreenChoice } from "../components/toolbar";
import { deviceById } from "../devices";
import { navigateFrame } from "../engine";
import type { PlaygroundTest, Project, Run, StepResult } from "../model";

/** The runners load on the first run, not with the page (docs/performance.md#the-playground). */
const loadWebRunner = () => import("../engine/run-test");
const loadApiRunner = () => import("../engine/run-api-test");

export interface RunnerState {
  running: boolean;
  runningStep: string | null;
  /** The results of the run in progress (or the last one, until the next starts). */
  live: StepResult[];
  run: (test: PlaygroundTest) => Promise<void>;
  stop: () => void;
}

interface RunnerOptions {
  frameRef: RefObject<HTMLIFrameElement | null>;
  project: Project;
  /** A browser viewport, or a device (devices.ts): a run on a device is recorded with it, at the phone viewport. */
  viewport: ScreenChoice;
  bug: boolean;
  onFinished: (run: Run, baselines?: Record<string, string>) => void;
}

export function startUrl(app: string, bug: boolean): string {
  return `/playground/apps/${app}?reset=1&bug=${bug ? 1 : 0}`;
}

export function useRunner({ frameRef, project, viewport, bug, onFinished }: RunnerOptions): RunnerState {
  const [running, setRunning] = useState(false);
  const [runningStep, setRunningStep] = useState<string | null>(null);
  const [live, setLive] = useState<StepResult[]>([]);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (test: PlaygroundTest) => {
      const frame = frameRef.current;
      if (controller.current || (test.type === "web" && !frame)) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setLive([]);
      const onStep = (result: StepResult) => setLive((results) => [...results, result]);
      try {
        if (test.type === "api") {
          const { runApiTest } = await loadApiRunner();
          onFinished(await runApiTest(test, { signal: abort.signal, onStep }));
        } else if (frame) {
          const [{ runTest }] = await Promise.all([loadWebRunner(), navigateFrame(frame, startUrl(test.app, bug))]);
          const outcome = await runTest(test, {
            frame,
            project,
            signal: abort.signal,
            onStep,
            onStepStart: (stepId) => setRunningStep(stepId),
            baselines: project.baselines,
            viewport: viewport === "desktop" ? "desktop" : "phone",
            bugInjected: bug,
          });
          const device = deviceById(viewport)?.id;
          onFinished(device ? { ...outcome.run, device } : outcome.run, outcome.baselines);
        }
      } finally {
        controller.current = null;
        setRunning(false);
        setRunningStep(null);
      }
    },
    [frameRef, project, viewport, bug, onFinished],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { running, runningStep, live, run, stop };
}
