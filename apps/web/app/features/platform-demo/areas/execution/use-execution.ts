/**
 * One execution at a time (docs/platform-demo.md#execution): a suite run or a Quick Run opens its
 * frames, runs the scripts in them, then stores the execution in the demo's `runs` with the next
 * execution ID, where the Dashboard, Analytics and Defects read it at once.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type Project, stepLine, type WebTest } from "~/features/playground";
import { actingUser } from "../../access";
import type { DemoData } from "../../model";
import type { Run } from "../../runs/runs-model";
import { executeScriptWith } from "./execute-script";
import { nextId, type RunSettings } from "./model";
import { type LaneState, laneCount, runSuite } from "./run-suite";
import { runConfiguration } from "./to-run";

export type RunRequest = {
  source: Run["source"];
  suite?: { id: string; name: string };
  projectId: string;
  tests: WebTest[];
  settings: RunSettings;
};

type Active = RunRequest & { lanes: number; startedAt: string };

export type ExecutionState = {
  active: Active | null;
  lanes: Record<number, LaneState>;
  finished: Run | null;
  aborting: boolean;
  frameRef: (lane: number) => (frame: HTMLIFrameElement | null) => void;
  start: (request: RunRequest) => void;
  abort: () => void;
};

export const moduleOf = (test: WebTest) => (test.app === "shop" ? "Gearbox shop" : "Meridian Procurement");

/** The next execution ID after every one in the demo, manual runs included (EXE2054 after EXE2053). */
export function nextExecutionId(data: DemoData): string {
  return nextId("EXE", [...data.runs.map((run) => run.id), ...data.testManagement.runs.map((run) => run.id)], 2001);
}

export function useExecution(
  data: DemoData,
  update: (change: (data: DemoData) => DemoData) => void,
  project: Project,
): ExecutionState {
  const [active, setActive] = useState<Active | null>(null);
  const [lanes, setLanes] = useState<Record<number, LaneState>>({});
  const [finished, setFinished] = useState<Run | null>(null);
  const [aborting, setAborting] = useState(false);
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  const controller = useRef<AbortController | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;
  const projectRef = useRef(project);
  projectRef.current = project;

  const frameRef = useCallback(
    (lane: number) => (frame: HTMLIFrameElement | null) => {
      if (frame) frames.current.set(lane, frame);
      else frames.current.delete(lane);
    },
    [],
  );

  const start = useCallback((request: RunRequest) => {
    if (controller.current || request.tests.length === 0) return;
    controller.current = new AbortController();
    setFinished(null);
    setLanes({});
    setAborting(false);
    setActive({
      ...request,
      lanes: laneCount(request.settings, request.tests.length),
      startedAt: new Date().toISOString(),
    });
  }, []);

  // The frames are in the page once the run is rendered: then it starts.
  useEffect(() => {
    const abort = controller.current;
    if (!active || !abort) return;
    const began = performance.now();
    const elements = projectRef.current.elements;
    const frameList = Array.from({ length: active.lanes }, (_, index) => frames.current.get(index + 1)).filter(
      (frame): frame is HTMLIFrameElement => frame !== undefined,
    );
    runSuite({
      tests: active.tests,
      frames: frameList,
      settings: active.settings,
      execute: executeScriptWith(projectRef.current),
      moduleOf,
      stepsOf: (test) => test.steps.map((step) => stepLine(step, elements)),
      signal: abort.signal,
      onLane: (state) => setLanes((current) => ({ ...current, [state.lane]: state })),
    }).then((outcome) => {
      const current = dataRef.current;
      const run: Run = {
        id: nextExecutionId(current),
        projectId: active.projectId,
        source: active.source,
        ...(active.suite ? { suite: active.suite } : {}),
        startedBy: actingUser(current).name,
        configuration: runConfiguration(active.settings, navigator.userAgent),
        startedAt: active.startedAt,
        durationMs: Math.round(performance.now() - began),
        status: outcome.status,
        scripts: outcome.scripts,
      };
      update((latest) => ({ ...latest, runs: [...latest.runs, run] }));
      controller.current = null;
      setFinished(run);
      setActive(null);
    });
  }, [active, update]);

  const abort = useCallback(() => {
    setAborting(true);
    controller.current?.abort();
  }, []);

  return { active, lanes, finished, aborting, frameRef, start, abort };
}
