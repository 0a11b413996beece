/**
 * The test editor: which test, its name, the list named "Steps" and "Add step";
 * a data-driven test shows its data table, an API test its requests
 * (docs/playground.md#step-kinds).
 */
import { useId } from "react";
import { checkStepInputs } from "../engine";
import { isGroupCall } from "../engine/step-groups";
import type { ApiTest, PlaygroundTest, Project, StepResult, WebTest } from "../model";
import { AddStep } from "./add-step";
import { ApiTestView } from "./api-test-view";
import { DataProvider } from "./data-provider";
import { DataTable } from "./data-table";
import { Panel } from "./panel";
import { StepRow } from "./step-row";

export interface StepsHandlers {
  onSelectTest: (testId: string) => void;
  onNewTest: () => void;
  onNewApiTest: () => void;
  onRename: (name: string) => void;
  onAddStep: (nlpId: string) => void;
  onInput: (stepId: string, input: string, value: string) => void;
  onPickNew: (stepId: string, input: string) => void;
  onMove: (stepId: string, by: -1 | 1) => void;
  onToggle: (stepId: string) => void;
  onDelete: (stepId: string) => void;
  onData: (data: WebTest["data"]) => void;
  /** Chooses a data set of the project as the test's data provider ("": none). */
  onDataProvider: (dataSetId: string) => void;
  /** An API test's requests, as edited. */
  onRequests: (requests: ApiTest["requests"]) => void;
}

interface StepsPanelProps extends StepsHandlers {
  project: Project;
  test: PlaygroundTest | undefined;
  results: StepResult[];
  runningStep: string | null;
}

export function StepsPanel(props: StepsPanelProps) {
  const id = useId();
  const { project, test } = props;
  const web = test?.type === "web" ? test : undefined;
  const elements = web ? project.elements.filter((element) => element.app === web.app) : [];
  const lastResult = (stepId: string) => props.results.findLast((result) => result.stepId === stepId);
  return (
    <Panel
      title="Steps"
      id="steps"
      actions={
        <span className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary px-3 py-1 text-sm" onClick={props.onNewTest}>
            New test
          </button>
          <button type="button" className="btn btn-secondary px-3 py-1 text-sm" onClick={props.onNewApiTest}>
            New API test
          </button>
        </span>
      }
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-test`} className="text-sm font-medium text-slate-700">
            Test
          </label>
          <select
            id={`${id}-test`}
            value={test?.id ?? ""}
            onChange={(event) => props.onSelectTest(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm text-slate-900"
            data-playground="test"
          >
            {project.tests.length === 0 ? <option value="">No tests yet</option> : null}
            {project.tests.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} {candidate.type === "api" ? "(API)" : `(${candidate.app})`}
              </option>
            ))}
          </select>
        </div>
        {test ? (
          <div className="grid min-w-0 gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
              Test name
            </label>
            <input
              id={`${id}-name`}
              value={test.name}
              maxLength={120}
              onChange={(event) => props.onRename(event.target.value)}
              className="w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm text-slate-900"
            />
          </div>
        ) : null}
      </div>
      {test?.type === "api" ? <ApiTestView test={test} results={props.results} onChange={props.onRequests} /> : null}
      {web ? (
        <>
          {project.automation.dataSets.length > 0 ? (
            <DataProvider test={web} sets={project.automation.dataSets} onChoose={props.onDataProvider} />
          ) : null}
          <DataTable test={web} onChange={(data) => props.onData(data)} />
          {web.steps.length === 0 ? <p className="mt-3 text-sm text-slate-600">No steps yet: add one below.</p> : null}
          <ol aria-label="Steps" className="mt-3 grid gap-2">
            {web.steps.map((step, index) => {
              const checked = isGroupCall(step)
                ? ({ ok: true } as const)
                : checkStepInputs(step, project.elements, web.data[0]);
              return (
                <StepRow
                  key={step.id}
                  step={step}
                  index={index}
                  count={web.steps.length}
                  elements={elements}
                  issues={checked.ok ? [] : checked.issues}
                  result={lastResult(step.id)}
                  running={props.runningStep === step.id}
                  onInput={(input, value) => props.onInput(step.id, input, value)}
                  onPickNew={(input) => props.onPickNew(step.id, input)}
                  onMove={(by) => props.onMove(step.id, by)}
                  onToggle={() => props.onToggle(step.id)}
                  onDelete={() => props.onDelete(step.id)}
                />
              );
            })}
          </ol>
          <AddStep onAdd={props.onAddStep} />
        </>
      ) : null}
      {!test ? <p className="mt-3 text-sm text-slate-600">Make a new test to start.</p> : null}
    </Panel>
  );
}
