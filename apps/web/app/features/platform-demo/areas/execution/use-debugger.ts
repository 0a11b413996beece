/**
 * A debug session (debug-scripts.md): runs one script in a frame and pauses at its breakpoints, at
 * each step while stepping over, and at a failure when Pause on failure is on, through the runner's
 * beforeStep and afterStep hooks (docs/playground.md#runner). Continue, Step Over and Stop move it
 * on. A session is not a result: nothing is stored.
 */
import { useCallback, useRef, useState } from "react";
import type { PlaygroundRun, Project, StepResult, WebTest } from "~/features/playground";
import { executeScriptWith } from "./execute-script";
import type { EnvironmentId } from "./model";

export type Pause =
  | { kind: "breakpoint" | "step"; stepId: string; row: number | undefined }
  | {
      kind: "failure";
      result: StepResult;
    };

export type DebugSession = {
  test: WebTest;
  state: "running" | "paused" | "ended";
  pause: Pause | null;
  results: StepResult[];
  outcome: PlaygroundRun | null;
};

export type DebugOptions = { environment: EnvironmentId; pauseOnFailure: boolean; breakpoints: readonly string[] };

export function useDebugger(project: Project) {
  const [session, setSession] = useState<DebugSession | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const resume = useRef<(() => void) | null>(null);
  const stepping = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const wait = useCallback(
    (pause: Pause) =>
      new Promise<void>((resolve) => {
        resume.current = resolve;
        setSession((current) => (current ? { ...current, state: "paused", pause } : current));
      }),
    [],
  );

  const go = useCallback(() => {
    const release = resume.current;
    resume.current = null;
    setSession((current) =>
      current && current.state === "paused" ? { ...current, state: "running", pause: null } : current,
    );
    release?.();
  }, []);

  const start = useCallback(
    async (test: WebTest, options: DebugOptions) => {
      const target = frame.current;
      if (!target || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      stepping.current = false;
      setSession({ test, state: "running", pause: null, results: [], outcome: null });
      const execute = executeScriptWith(project);
      const result = await execute(
        test,
        target,
        { windowSize: "desktop", environment: options.environment },
        {
          signal: abort.signal,
          onStep: (result) =>
            setSession((current) => (current ? { ...current, results: [...current.results, result] } : current)),
          beforeStep: (stepId, row) => {
            if (stepping.current) return wait({ kind: "step", stepId, row });
            if (options.breakpoints.includes(stepId)) return wait({ kind: "breakpoint", stepId, row });
          },
          afterStep: (result) => {
            if (options.pauseOnFailure && result.status === "failed") return wait({ kind: "failure", result });
          },
        },
      );
      controller.current = null;
      const outcome = result.run ?? null;
      setSession((current) => (current ? { ...current, state: "ended", pause: null, outcome } : current));
    },
    [project, wait],
  );

  const proceed = useCallback(() => {
    stepping.current = false;
    go();
  }, [go]);

  const stepOver = useCallback(() => {
    stepping.current = true;
    go();
  }, [go]);

  const stop = useCallback(() => {
    controller.current?.abort();
    go();
  }, [go]);

  return { session, frame, start, proceed, stepOver, stop };
}
