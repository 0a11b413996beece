/**
 * A suite's scripts in run order (create-suites.md: in a sequential run they run from top to bottom):
 * add one of the playground's web tests, move a script with Up and Down (or Alt+Arrow keys on its
 * row), remove it. `field` is the form's binding of "scriptIds": the Add select takes its id, so a
 * message focuses it.
 */
import { useRef, useState } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, inputClass, labelClass } from "~/components/form/field-styles";
import type { FieldBinding } from "~/components/form/use-validated-form";
import type { WebTest } from "~/features/playground";

const small = "btn btn-secondary px-2 py-1 text-xs";

export function ScriptOrder({
  field: { id, name, error },
  tests,
  value,
  onChange,
}: {
  field: FieldBinding;
  tests: readonly WebTest[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const [pick, setPick] = useState("");
  const [note, setNote] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const nameOf = (scriptId: string) =>
    tests.find((test) => test.id === scriptId)?.name ?? `${scriptId} (not in the project)`;
  const free = tests.filter((test) => !value.includes(test.id));
  const hintId = `${id}-hint`;

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    [next[index], next[to]] = [next[to] as string, next[index] as string];
    onChange(next);
    setNote(`${nameOf(value[index] as string)} moved to position ${to + 1} of ${value.length}.`);
    // The moved row keeps the focus: its Up button, or Down at the top.
    requestAnimationFrame(() => {
      const row = list.current?.querySelectorAll("li")[to];
      const [up, down] = Array.from(row?.querySelectorAll<HTMLButtonElement>("button") ?? []);
      (up && !up.disabled ? up : down)?.focus();
    });
  };

  return (
    <fieldset>
      <legend className={labelClass}>Scripts</legend>
      <p id={hintId} className={hintClass}>
        The playground's web tests. They run in this order; Up and Down (or Alt+Arrow keys on them) move a script.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            Add a script
          </label>
          <select
            id={id}
            name={name}
            className={inputClass(Boolean(error))}
            value={pick}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error && `${id}-error`)}
            onChange={(event) => setPick(event.target.value)}
          >
            <option value="">{free.length > 0 ? "Choose a script to add" : "Every script is in the suite"}</option>
            {free.map((test) => (
              <option key={test.id} value={test.id}>
                {test.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-secondary px-4 py-2 text-sm"
          onClick={() => {
            if (!pick) return;
            onChange([...value, pick]);
            setNote(`${nameOf(pick)} added at position ${value.length + 1}.`);
            setPick("");
          }}
        >
          Add Script
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {value.length > 0 ? (
        <ol ref={list} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {value.map((scriptId, index) => (
            // Alt+Arrow keys on the row's buttons move the row; the keydown bubbles up from them.
            <li
              key={scriptId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              onKeyDown={(event) => {
                if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
                event.preventDefault();
                move(index, event.key === "ArrowUp" ? -1 : 1);
              }}
            >
              <span className="text-slate-900">
                <span className="font-semibold">{index + 1}.</span> {nameOf(scriptId)}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={index === 0}
                  aria-label={`Move ${nameOf(scriptId)} up`}
                  onClick={() => move(index, -1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === value.length - 1}
                  aria-label={`Move ${nameOf(scriptId)} down`}
                  onClick={() => move(index, 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={`Remove ${nameOf(scriptId)}`}
                  onClick={() => {
                    onChange(value.filter((candidate) => candidate !== scriptId));
                    setNote(`${nameOf(scriptId)} removed.`);
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {note}
      </p>
    </fieldset>
  );
}
