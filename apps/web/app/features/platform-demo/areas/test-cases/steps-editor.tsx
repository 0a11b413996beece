/**
 * A manual test case's steps (manual-test-cases.md): each an Action, an Expected result and optional
 * Test data; steps are added, moved up or down and deleted, and the moved step keeps the focus.
 */
import { useEffect, useRef } from "react";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import type { TestStep } from "./model";

export type StepDraft = TestStep & { key: number };

const small = "btn btn-secondary px-2.5 py-1 text-xs disabled:cursor-not-allowed disabled:opacity-60";

export function StepsEditor({
  steps,
  errors,
  onChange,
  newKey,
}: {
  steps: readonly StepDraft[];
  /** Messages keyed "steps.0.action"; "steps" for the list itself. */
  errors: Record<string, string>;
  onChange: (steps: StepDraft[]) => void;
  newKey: () => number;
}) {
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const set = (index: number, field: keyof TestStep, value: string) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, [field]: value } : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (!step) return;
    next.splice(index + by, 0, step);
    focusAfter.current = `step-${step.key}-${by < 0 ? "up" : "down"}`;
    if ((by < 0 && index + by === 0) || (by > 0 && index + by === steps.length - 1))
      focusAfter.current = `step-${step.key}-action`;
    onChange(next);
  };

  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Steps</legend>
      {errors.steps ? (
        <p id="steps-error" className="mt-1 text-sm font-medium text-red-700">
          {errors.steps}
        </p>
      ) : null}
      <ol className="mt-2 space-y-3">
        {steps.map((step, index) => (
          <li key={step.key} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900">Step {index + 1}</span>
              <span className="flex flex-wrap gap-1.5">
                <button
                  id={`step-${step.key}-up`}
                  type="button"
                  className={small}
                  disabled={index === 0}
                  aria-label={`Move step ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  Up
                </button>
                <button
                  id={`step-${step.key}-down`}
                  type="button"
                  className={small}
                  disabled={index === steps.length - 1}
                  aria-label={`Move step ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={steps.length === 1}
                  aria-label={`Delete step ${index + 1}`}
                  onClick={() => {
                    const neighbour = steps[index + 1] ?? steps[index - 1];
                    if (neighbour) focusAfter.current = `step-${neighbour.key}-action`;
                    onChange(steps.filter((_, at) => at !== index));
                  }}
                >
                  Delete
                </button>
              </span>
            </div>
            <div className="mt-2 grid gap-3">
              <TextareaField
                id={`step-${step.key}-action`}
                name={`steps.${index}.action`}
                label={`Step ${index + 1} action`}
                rows={2}
                className="[&_textarea]:min-h-16"
                value={step.action}
                error={errors[`steps.${index}.action`]}
                onChange={(event) => set(index, "action", event.target.value)}
              />
              <TextareaField
                id={`step-${step.key}-expected`}
                name={`steps.${index}.expected`}
                label={`Step ${index + 1} expected result`}
                rows={2}
                className="[&_textarea]:min-h-16"
                value={step.expected}
                error={errors[`steps.${index}.expected`]}
                onChange={(event) => set(index, "expected", event.target.value)}
              />
              <TextField
                id={`step-${step.key}-data`}
                name={`steps.${index}.data`}
                label={`Step ${index + 1} test data`}
                optional
                autoComplete="off"
                value={step.data}
                error={errors[`steps.${index}.data`]}
                onChange={(event) => set(index, "data", event.target.value)}
              />
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary mt-3 px-3 py-1.5 text-sm"
        onClick={() => {
          const key = newKey();
          focusAfter.current = `step-${key}-action`;
          onChange([...steps, { key, action: "", expected: "", data: "" }]);
        }}
      >
        Add Step
      </button>
    </fieldset>
  );
}
