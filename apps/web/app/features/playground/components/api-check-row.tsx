/**
 * One check of an API request, editable (docs/playground.md#runner): the
 * status it answers, a JSON field by dotted path, or the time it takes. A value
 * is kept only once it is valid (ApiCheckSchema), so the stored project always
 * parses; the field shows what the learner types meanwhile.
 */
import { useId } from "react";
import type { ApiTest } from "../model";

export type ApiCheck = ApiTest["requests"][number]["checks"][number];

const field = "rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm text-slate-900";

/** A whole number within bounds, or undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export function ApiCheckRow({
  check,
  label,
  onChange,
  onRemove,
}: {
  check: ApiCheck;
  /** "Check 2 of request 1", for the fields' names. */
  label: string;
  onChange: (check: ApiCheck) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-2" aria-label={label}>
      {check.kind === "status" ? (
        <label htmlFor={id} className="grid gap-0.5 text-xs text-slate-700">
          Status is
          <input
            id={id}
            type="number"
            min={100}
            max={599}
            defaultValue={check.equals}
            onChange={(event) => {
              const equals = wholeNumber(event.target.value, 100, 599);
              if (equals !== undefined) onChange({ ...check, equals });
            }}
            className={`${field} w-24`}
          />
        </label>
      ) : null}
      {check.kind === "jsonField" ? (
        <>
          <label htmlFor={`${id}-path`} className="grid gap-0.5 text-xs text-slate-700">
            JSON field
            <input
              id={`${id}-path`}
              defaultValue={check.path}
              placeholder="responseObject.0.nlpName"
              onChange={(event) => event.target.value.trim() && onChange({ ...check, path: event.target.value.trim() })}
              className={`${field} w-56 font-mono`}
            />
          </label>
          <label htmlFor={`${id}-equals`} className="grid gap-0.5 text-xs text-slate-700">
            equals
            <input
              id={`${id}-equals`}
              value={check.equals}
              onChange={(event) => onChange({ ...check, equals: event.target.value })}
              className={`${field} w-56`}
            />
          </label>
        </>
      ) : null}
      {check.kind === "timeUnder" ? (
        <label htmlFor={id} className="grid gap-0.5 text-xs text-slate-700">
          Answers in under (ms)
          <input
            id={id}
            type="number"
            min={1}
            defaultValue={check.ms}
            onChange={(event) => {
              const ms = wholeNumber(event.target.value, 1, 600_000);
              if (ms !== undefined) onChange({ ...check, ms });
            }}
            className={`${field} w-28`}
          />
        </label>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        className="rounded border border-slate-300 px-2 py-1 text-xs text-slate-800"
        aria-label={`Remove ${label.toLowerCase()}`}
      >
        Remove
      </button>
    </li>
  );
}
