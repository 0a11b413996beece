/**
 * The playground's screen (docs/playground.md): the toolbar, the sample app in
 * its frame, the test editor, the Finder, the element repository, the report,
 * run history and defects. Mounted on the client by routes/_playground/playground.tsx.
 */
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { deviceById } from "../devices";
import { highlightFor, useFramePicker } from "../hooks/use-frame-picker";
import { useInteractiveItems } from "../hooks/use-interactive-items";
import { useProject } from "../hooks/use-project";
import { useRunner } from "../hooks/use-runner";
import type { Locator, Project, Run, SampleApp } from "../model";
import { practiceFromUrl } from "../practice/practice-param";
import { createDriver } from "../scripting/driver";
import * as actions from "../state/project-actions";
import { indexedDbStore, type ProjectStore } from "../state/project-store";
import { emptyProject } from "../state/sample-project";
import { applyStartIntent } from "../state/start-intent";
import { AppFrame, type Highlight } from "./app-frame";
import { DefectsBoard } from "./defects-board";
import { ElementsPanel } from "./elements-panel";
import { FinderPanel } from "./finder-panel";
import { type Notice, Notices } from "./notices";
import { RunHistory } from "./run-history";
import { RunReport } from "./run-report";
import { StepsPanel } from "./steps-panel";
import { type ScreenChoice, Toolbar } from "./toolbar";

/** The practice task's panel and the tasks load only for `?practice=<n>` (docs/product/academy-practice.md). */
const PracticePanel = lazy(() => import("../practice/practice-panel"));
/** The dialogs (and the exporters, Radix's dialog) load when one is opened (docs/performance.md#the-playground). */
const ExportDialog = lazy(() => import("./export-dialog").then((module) => ({ default: module.ExportDialog })));
const ShareDialog = lazy(() => import("./share-dialog").then((module) => ({ default: module.ShareDialog })));

export default function PlaygroundApp({ store: givenStore }: { store?: ProjectStore }) {
  const store = useMemo(() => givenStore ?? indexedDbStore(), [givenStore]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [testId, setTestId] = useState<string | undefined>();
  const [practice, setPractice] = useState<number | undefined>();
  const onLoaded = useCallback(async (loaded: Project) => {
    const url = new URL(window.location.href);
    const start = await applyStartIntent(loaded, url);
    const task = practiceFromUrl(url);
    // Opened once: a reload must not add the shared test or the NLP's step again (React Router's state is kept);
    // a practice task stays in the address, so a reload keeps it open.
    if (window.location.hash || window.location.search) {
      const keep = task ? `?practice=${task}` : "";
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${keep}`);
    }
    // With the loaded project, in the same transition (use-project): one render, in slices.
    startTransition(() => {
      if (start.notice) setNotice(start.notice);
      setPractice(task);
      setTestId(start.testId ?? start.project.tests[0]?.id);
    });
    return start.project;
  }, []);
  const { project, persistence, update, reset, replace } = useProject(store, onLoaded);

  const test = project.tests.find((candidate) => candidate.id === testId) ?? project.tests[0];
  const [appChoice, setAppChoice] = useState<SampleApp>("shop");
  const app: SampleApp = test?.type === "web" ? test.app : appChoice;
  const [viewport, setViewport] = useState<ScreenChoice>("desktop");
  const [bug, setBug] = useState(false);
  const [shownRun, setShownRun] = useState<string | undefined>();
  const [dialog, setDialog] = useState<"export" | "share" | null>(null);

  const frameRef = useRef<HTMLIFrameElement>(null);
  const [frameVersion, setFrameVersion] = useState(0);
  const { items, refresh: refreshItems } = useInteractiveItems(frameRef);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Element | null>(null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [pickFor, setPickFor] = useState<{ stepId: string; input: string } | null>(null);

  const onFrameLoad = useCallback(() => {
    // Not urgent, and each re-renders the whole screen: a transition renders it in slices (docs/performance.md#the-playground).
    startTransition(() => {
      setFrameVersion((version) => version + 1);
      setHighlight(null);
    });
    refreshItems();
    // The shop lists its products about 700 ms after load (docs/playground.md#sample-apps).
    setTimeout(refreshItems, 900);
  }, [refreshItems]);

  useEffect(() => {
    // The frame is in the prerendered page: it may have loaded before hydration listened for its load
    // (docs/performance.md#the-playground).
    const doc = frameRef.current?.contentDocument;
    if (doc?.readyState === "complete" && doc.URL.includes("/playground/apps/")) onFrameLoad();
  }, [onFrameLoad]);

  const onPick = useCallback((el: Element) => {
    setPicked(el);
    setPicking(false);
    setHighlight(highlightFor(el));
  }, []);
  const stopPicking = useCallback(() => {
    setPicking(false);
    setHighlight(null);
  }, []);
  useFramePicker({ frameRef, active: picking, frameVersion, onHover: setHighlight, onPick, onCancel: stopPicking });

  const onFinished = useCallback(
    (run: Run, baselines?: Record<string, string>) => {
      update((current) => actions.recordRun(current, run, baselines));
      setShownRun(run.id);
    },
    [update],
  );
  const runner = useRunner({ frameRef, project, viewport, bug, onFinished });

  useEffect(() => {
    window.ignitestPlayground = createDriver(() => frameRef.current);
    return () => {
      window.ignitestPlayground?.stop();
      delete window.ignitestPlayground;
    };
  }, []);

  const webTestId = test?.type === "web" ? test.id : undefined;
  const onAddElement = (name: string, locator: Locator) => {
    update((current) => {
      const [next, element] = actions.addElement(current, { name, app, locator });
      if (pickFor && webTestId) return actions.setStepInput(next, webTestId, pickFor.stepId, pickFor.input, element.id);
      return next;
    });
    setPickFor(null);
  };

  const run =
    project.runs.find((candidate) => candidate.id === shownRun) ?? project.runs.find((r) => r.testId === test?.id);
  const loggedSteps = new Set(project.defects.map((defect) => `${defect.runId}/${defect.stepId}`));
  // The app's own address, without the trailing slash the server would answer with a redirect (docs/performance.md#the-playground).
  const src = `/playground/apps/${app}?bug=${bug ? 1 : 0}`;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Notices persistence={persistence} notice={notice} onDismiss={() => setNotice(null)} />
      {practice ? (
        <Suspense fallback={null}>
          <PracticePanel
            number={practice}
            project={project}
            test={test}
            onStart={(starts) => {
              const [next, created] =
                starts.type === "api" ? actions.addApiTest(project) : actions.addTest(project, starts.app);
              if (starts.type === "web") setAppChoice(starts.app);
              update(() => next);
              setTestId(created.id);
            }}
          />
        </Suspense>
      ) : null}
      <Toolbar
        app={app}
        onApp={(next) => {
          setAppChoice(next);
          const first = project.tests.find((candidate) => candidate.type === "web" && candidate.app === next);
          setTestId(first?.id);
          if (!first) {
            const [withTest, created] = actions.addTest(project, next);
            update(() => withTest);
            setTestId(created.id);
          }
        }}
        viewport={viewport}
        onViewport={setViewport}
        bug={bug}
        onBug={setBug}
        running={runner.running}
        canRun={Boolean(test)}
        onRun={() => test && runner.run(test)}
        onStop={runner.stop}
        onExport={() => setDialog("export")}
        onShare={() => setDialog("share")}
        onReset={() => {
          reset();
          setTestId(undefined);
          setShownRun(undefined);
          setNotice({ tone: "info", text: "The sample project is back." });
        }}
        onEmpty={() => {
          replace(emptyProject());
          setTestId(undefined);
          setShownRun(undefined);
          setNotice({ tone: "info", text: "An empty project: make a new test and pick its elements." });
        }}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_30rem]">
        <div className="grid min-w-0 content-start gap-4">
          <AppFrame ref={frameRef} app={app} src={src} viewport={viewport} highlight={highlight} onLoad={onFrameLoad} />
          <RunReport
            run={run}
            live={runner.live}
            running={runner.running}
            loggedSteps={loggedSteps}
            onLogDefect={(failedRun, index) => {
              update((current) => actions.logDefect(current, failedRun, index)[0]);
              setNotice({ tone: "info", text: "Defect logged: it is on the defects board." });
            }}
          />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <StepsPanel
            project={project}
            test={test}
            results={runner.running ? runner.live : run?.testId === test?.id ? (run?.steps ?? []) : []}
            runningStep={runner.runningStep}
            onSelectTest={setTestId}
            onNewTest={() => {
              const [next, created] = actions.addTest(project, app);
              update(() => next);
              setTestId(created.id);
            }}
            onNewApiTest={() => {
              const [next, created] = actions.addApiTest(project);
              update(() => next);
              setTestId(created.id);
            }}
            onRename={(name) => test && update((current) => actions.renameTest(current, test.id, name))}
            onAddStep={(nlpId) => webTestId && update((current) => actions.addStep(current, webTestId, nlpId)[0])}
            onInput={(stepId, input, value) =>
              webTestId && update((current) => actions.setStepInput(current, webTestId, stepId, input, value))
            }
            onPickNew={(stepId, input) => {
              setPickFor({ stepId, input });
              setPicking(true);
            }}
            onMove={(stepId, by) => webTestId && update((current) => actions.moveStep(current, webTestId, stepId, by))}
            onToggle={(stepId) => webTestId && update((current) => actions.toggleStep(current, webTestId, stepId))}
            onDelete={(stepId) => webTestId && update((current) => actions.deleteStep(current, webTestId, stepId))}
            onData={(data) => webTestId && update((current) => actions.setTestData(current, webTestId, data))}
            onDataProvider={(setId) =>
              webTestId && update((current) => actions.setDataProvider(current, webTestId, setId))
            }
            onRequests={(requests) =>
              test?.type === "api" && update((current) => actions.setRequests(current, test.id, requests))
            }
          />
          <FinderPanel
            picking={picking}
            onPicking={(on) => (on ? setPicking(true) : stopPicking())}
            picked={picked}
            onPick={onPick}
            onActive={(el) => setHighlight(el ? highlightFor(el) : null)}
            items={items}
            onAdd={onAddElement}
            pickingFor={pickFor ? `"${pickFor.input}"` : null}
            device={deviceById(viewport)}
          />
          <ElementsPanel project={project} onRemove={(id) => update((current) => actions.removeElement(current, id))} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <RunHistory runs={project.runs} shown={run?.id} onShow={setShownRun} />
        <DefectsBoard
          defects={project.defects}
          onMove={(id, status) => update((current) => actions.moveDefect(current, id, status))}
        />
      </div>
      <Suspense fallback={null}>
        {test?.type === "web" && dialog === "export" ? (
          <ExportDialog
            open
            onOpenChange={(open) => setDialog(open ? "export" : null)}
            test={test}
            project={project}
            onImport={(steps) => update((current) => actions.replaceSteps(current, test.id, steps))}
          />
        ) : null}
        {test && dialog === "share" ? (
          <ShareDialog open onOpenChange={(open) => setDialog(open ? "share" : null)} test={test} project={project} />
        ) : null}
      </Suspense>
    </div>
  );
}
