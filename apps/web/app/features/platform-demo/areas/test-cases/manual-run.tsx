/**
 * The Manual Run screen (manual-test-cases.md, "Run manual test cases"; the Manual Suite Execution
 * lesson): one test case at a time, each step set to Passed, Failed or Skipped with an optional
 * Actual result. The test case's status follows from its steps (caseVerdict); Next Test Case goes on
 * once it has one, and Finish Run ends the run, the test cases without a status Not Executed.
 */
import { useEffect, useRef, useState } from "react";
import { type CaseResult, caseVerdict, type StepStatus, stepStatuses, type TestCase } from "./model";

type Draft = { status: StepStatus | null; actual: string }[];

const statusStyle: Record<StepStatus, string> = {
  Passed: "has-checked:border-green-700 has-checked:bg-green-50",
  Failed: "has-checked:border-red-700 has-checked:bg-red-50",
  Skipped: "has-checked:border-amber-600 has-checked:bg-amber-50",
};

export function ManualRun({
  suiteName,
  cases,
  onFinish,
}: {
  suiteName: string;
  cases: readonly TestCase[];
  onFinish: (results: CaseResult[]) => void;
}) {
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    cases.map((testCase) => testCase.steps.map(() => ({ status: null, actual: "" }))),
  );
  const [problem, setProblem] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const testCase = cases[index] as TestCase;
  const draft = drafts[index] ?? [];
  const verdict = caseVerdict(draft.map((step) => step.status));

  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  const set = (step: number, change: Partial<Draft[number]>) => {
    setProblem("");
    setDrafts((current) =>
      current.map((steps, at) => (at === index ? steps.map((s, i) => (i === step ? { ...s, ...change } : s)) : steps)),
    );
  };

  const results = (): CaseResult[] =>
    cases.map((candidate, at) => {
      const steps = drafts[at] ?? [];
      return {
        caseId: candidate.id,
        name: candidate.name,
        status: caseVerdict(steps.map((step) => step.status)) ?? "Not Executed",
        steps: steps.map((step) => ({ status: step.status, actual: step.actual.trim() })),
      };
    });

  const next = () => {
    if (verdict === null) {
      const unset = draft.findIndex((step) => step.status === null);
      setProblem(`Set the status of step ${unset + 1}, or Failed for the step that failed.`);
      document.getElementById(`run-step-${unset}-Passed`)?.focus();
      return;
    }
    setIndex(index + 1);
  };

  return (
    <section aria-labelledby="run-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <p className="text-sm text-slate-700">
        {suiteName} · Test case {index + 1} of {cases.length} · <span className="font-mono">{testCase.id}</span>
      </p>
      <h3 id="run-heading" ref={heading} tabIndex={-1} className="mt-1 text-lg font-semibold text-slate-900">
        Manual Run: {testCase.name}
      </h3>
      {testCase.preconditions ? (
        <p className="mt-1 text-sm text-slate-700">Preconditions: {testCase.preconditions}</p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {testCase.steps.map((step, at) => {
          const current = draft[at];
          const errorId = problem && current?.status === null ? "run-problem" : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their order is their identity in a run.
            <li key={`${testCase.id}-${at}`} className="rounded-lg border border-slate-200 p-3">
              <fieldset>
                <legend className="font-semibold text-slate-900">
                  Step {at + 1}: {step.action}
                </legend>
                <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-slate-700">Expected result</dt>
                  <dd className="text-slate-900">{step.expected}</dd>
                  {step.data ? (
                    <>
                      <dt className="font-medium text-slate-700">Test data</dt>
                      <dd className="text-slate-900">{step.data}</dd>
                    </>
                  ) : null}
                </dl>
                <p id={`run-step-${at}-status`} className="mt-2 text-sm font-medium text-slate-900">
                  Status<span className="sr-only"> of step {at + 1}</span>
                </p>
                <div role="radiogroup" aria-labelledby={`run-step-${at}-status`} className="mt-1 flex flex-wrap gap-2">
                  {stepStatuses.map((status) => (
                    <label
                      key={status}
                      className={`flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-1.5 text-sm text-slate-900 has-focus-visible:outline-3 has-focus-visible:outline-ink-600 ${statusStyle[status]}`}
                    >
                      <input
                        id={`run-step-${at}-${status}`}
                        type="radio"
                        name={`run-step-${at}`}
                        className="size-4"
                        checked={current?.status === status}
                        aria-describedby={errorId}
                        onChange={() => set(at, { status })}
                      />
                      {status}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label htmlFor={`run-step-${at}-actual`} className="mt-3 block text-sm font-medium text-slate-900">
                Step {at + 1} actual result <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <textarea
                id={`run-step-${at}-actual`}
                rows={2}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
                value={current?.actual ?? ""}
                onChange={(event) => set(at, { actual: event.target.value })}
              />
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-sm text-slate-900" role="status" data-testid="case-status">
        Test case status: <strong>{verdict ?? "Not Executed yet"}</strong>
      </p>
      {problem ? (
        <p id="run-problem" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary px-4 py-2 text-sm"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous Test Case
        </button>
        {index < cases.length - 1 ? (
          <button type="button" className="btn btn-primary px-4 py-2 text-sm" onClick={next}>
            Next Test Case
          </button>
        ) : null}
        <button
          type="button"
          className={`btn px-4 py-2 text-sm ${index < cases.length - 1 ? "btn-secondary" : "btn-primary"}`}
          onClick={() => onFinish(results())}
        >
          Finish Run
        </button>
      </div>
    </section>
  );
}
