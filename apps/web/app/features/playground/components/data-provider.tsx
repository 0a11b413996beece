// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${data.Column} is the docs' placeholder syntax, shown as text
/**
 * A web test's data provider in the editor: one of the project's data sets,
 * kept in the Platform demo's Test Development area, or none, when the test
 * runs over its own rows (docs/playground.md#automation).
 */
import { useId } from "react";
import type { DataSet, WebTest } from "../model";

export function DataProvider({
  test,
  sets,
  onChoose,
}: {
  test: WebTest;
  sets: readonly DataSet[];
  onChoose: (dataSetId: string) => void;
}) {
  const id = useId();
  const chosen = sets.find((set) => set.id === test.automation?.dataSetId);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        Data provider
      </label>
      <select
        id={id}
        value={chosen?.id ?? ""}
        onChange={(event) => onChoose(event.target.value)}
        className="rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm text-slate-900"
      >
        <option value="">None: the test data below</option>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name} ({set.rows.length} rows)
          </option>
        ))}
      </select>
      {chosen ? (
        <span className="text-slate-700">
          Runs once per row of {chosen.name}; steps read {"${data.Column}"}.
        </span>
      ) : null}
    </div>
  );
}
