/**
 * One step of the editor: its NLP, a field per input (an element from the
 * repository or test data), the engine's message tied to a wrong field, and
 * move, disable and delete buttons (docs/playground.md#step-kinds).
 */
import { useId } from "react";
import { bindingFor, type InputIssue } from "../engine";
import { isGroupCall } from "../engine/step-groups";
import type { ProjectElement, Step, StepResult } from "../model";
import { StatusBadge } from "./status-badge";

export const PICK_NEW = "__pick-new__";

interface StepRowProps {
  step: Step;
  index: number;
  count: number;
  elements: ProjectElement[];
  issues: InputIssue[];
  result: StepResult | undefined;
  running: boolean;
  onInput: (input: string, value: string) => void;
  onPickNew: (input: string) => void;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onDelete: () => void;
}

const small = "rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-800 disabled:opacity-40";

export function StepRow(props: StepRowProps) {
  const id = useId();
  const { step } = props;
  const binding = bindingFor(step.nlpId);
  const call = isGroupCall(step);
  const title = call ? "Call step group" : (binding?.name ?? step.nlpId);
  return (
    <li
      aria-label={`Step ${props.index + 1}: ${title}`}
      className={`rounded-lg border p-3 ${props.running ? "border-ink-600" : "border-slate-200"} ${step.disabled ? "opacity-60" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {props.index + 1}. {title}
          {step.disabled ? <span className="ml-2 text-xs font-normal text-slate-600">(disabled)</span> : null}
        </p>
        <span className="flex flex-wrap items-center gap-1">
          {props.result ? <StatusBadge status={props.result.status} /> : null}
          <button
            type="button"
            className={small}
            onClick={() => props.onMove(-1)}
            disabled={props.index === 0}
            aria-label={`Move step ${props.index + 1} up`}
          >
            Up
          </button>
          <button
            type="button"
            className={small}
            onClick={() => props.onMove(1)}
            disabled={props.index === props.count - 1}
            aria-label={`Move step ${props.index + 1} down`}
          >
            Down
          </button>
          <button
            type="button"
            className={small}
            onClick={props.onToggle}
            aria-label={`${step.disabled ? "Enable" : "Disable"} step ${props.index + 1}`}
          >
            {step.disabled ? "Enable" : "Disable"}
          </button>
          <button
            type="button"
            className={small}
            onClick={props.onDelete}
            aria-label={`Delete step ${props.index + 1}`}
          >
            Delete
          </button>
        </span>
      </div>
      {call ? (
        <p className="mt-2 text-sm break-words text-slate-800">
          {Object.entries(step.inputs)
            .map(([name, value]) => `${name} = "${value}"`)
            .join(", ")}
          . Its parameters are edited in the Platform demo&apos;s Automation area.
        </p>
      ) : null}
      {binding && binding.inputs.length > 0 ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {binding.inputs.map((input) => {
            const fieldId = `${id}-${input.input.replace(/\W+/g, "-")}`;
            const issue = props.issues.find((candidate) => candidate.input === input.input);
            const value = step.inputs[input.input] ?? "";
            const common = {
              id: fieldId,
              "aria-invalid": issue ? true : undefined,
              "aria-describedby": issue ? `${fieldId}-error` : undefined,
              className: `w-full rounded-md border bg-surface px-2 py-1 text-sm text-slate-900 ${issue ? "border-red-600" : "border-slate-300"}`,
            };
            return (
              <div key={input.input} className="grid min-w-0 gap-1">
                <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
                  {input.input}
                  {input.optional ? " (optional)" : ""}
                </label>
                {input.type === "element" ? (
                  <select
                    {...common}
                    value={value}
                    onChange={(event) =>
                      event.target.value === PICK_NEW
                        ? props.onPickNew(input.input)
                        : props.onInput(input.input, event.target.value)
                    }
                  >
                    <option value="">Choose an element</option>
                    {props.elements.map((element) => (
                      <option key={element.id} value={element.id}>
                        {element.name}
                      </option>
                    ))}
                    {value !== "" && !props.elements.some((element) => element.id === value) ? (
                      <option value={value}>{value}</option>
                    ) : null}
                    <option value={PICK_NEW}>Pick new…</option>
                  </select>
                ) : (
                  <input
                    {...common}
                    value={value}
                    onChange={(event) => props.onInput(input.input, event.target.value)}
                  />
                )}
                {issue ? (
                  <p id={`${fieldId}-error`} className="text-xs text-red-700">
                    {issue.message}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
      {props.result && props.result.status !== "passed" && props.result.reason ? (
        <p className="mt-2 text-xs text-slate-700">{props.result.reason}</p>
      ) : null}
    </li>
  );
}
