/**
 * Import from a file (content/docs/repository/import-export.md): Choose File
 * reads an .igx, the preview says what is new, what already exists (the
 * Conflicts table: Skip, Overwrite or Keep both per item, Skip the default)
 * and each item that cannot be imported; Import applies it and says how many
 * were created, updated and skipped.
 */
import { useState } from "react";
import { ScrollRegion } from "../../components/scroll-region";
import {
  applyImport,
  CONFLICT_CHOICES,
  type ConflictChoice,
  kindLabel,
  planImport,
  type ReadResult,
  readPackage,
} from "./repository-package";
import { type TabProps, td, th } from "./tab-props";

const choiceHelp: Record<ConflictChoice, string> = {
  Skip: "keeps the project's item",
  Overwrite: "replaces it; scripts that use it get the imported version",
  "Keep both": "imports it with a suffix, such as (2)",
};

export function ImportPanel({ project, update, access, say }: TabProps) {
  const [file, setFile] = useState<{ name: string; read: ReadResult } | null>(null);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const [summary, setSummary] = useState("");
  const [inputKey, setInputKey] = useState(0);
  const read = file?.read;
  const plan = read?.ok ? planImport(project, read.pkg) : [];
  const conflicts = plan.filter((item) => item.conflict);
  const fresh = plan.filter((item) => !item.conflict);
  const describedBy = [!access.edit.allowed ? "import-reason" : "", read && !read.ok ? "import-error" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="import-heading" className="text-lg font-semibold text-slate-900">
        Import
      </h3>
      <label htmlFor="import-file" className="mt-2 block text-sm font-semibold text-slate-900">
        Choose File (.igx)
      </label>
      <input
        key={inputKey}
        id="import-file"
        type="file"
        accept=".igx,application/json"
        disabled={!access.edit.allowed}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block w-full max-w-md text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-slate-50 file:px-3 file:py-1.5 file:text-slate-900 disabled:opacity-50"
        onChange={async (event) => {
          const chosen = event.currentTarget.files?.[0];
          setSummary("");
          setChoices({});
          setFile(chosen ? { name: chosen.name, read: readPackage(await chosen.text()) } : null);
        }}
      />
      {!access.edit.allowed ? (
        <p id="import-reason" className="mt-2 text-sm text-slate-700">
          {access.edit.reason}
        </p>
      ) : null}
      {read && !read.ok ? (
        <p id="import-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {file?.name}: {read.message}
        </p>
      ) : null}
      {read?.ok ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-800" data-testid="import-preview">
            {file?.name}: {fresh.length} new, {conflicts.length} already in the project, {read.problems.length} with
            problems.
            {fresh.length ? ` New: ${fresh.map((item) => item.name).join(", ")}.` : ""}
          </p>
          {read.problems.length ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-900">Problems (not imported)</h4>
              <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
                {read.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {conflicts.length ? (
            <p className="text-sm text-slate-700">
              Skip {choiceHelp.Skip}; Overwrite {choiceHelp.Overwrite}; Keep both {choiceHelp["Keep both"]}.
            </p>
          ) : null}
          {conflicts.length ? (
            <ScrollRegion labelledBy="conflicts-caption">
              <table className="relative w-full min-w-[36rem] text-sm">
                <caption id="conflicts-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
                  Conflicts ({conflicts.length})
                </caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      Item
                    </th>
                    <th scope="col" className={th}>
                      Type
                    </th>
                    <th scope="col" className={th}>
                      Choice
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {conflicts.map((item) => (
                    <tr key={item.key} className="border-t border-slate-200">
                      <th scope="row" className={th}>
                        {item.name}
                      </th>
                      <td className={td}>{kindLabel[item.kind]}</td>
                      <td className={td}>
                        <select
                          aria-label={`Choice for ${kindLabel[item.kind].toLowerCase()} ${item.name}`}
                          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
                          value={choices[item.key] ?? "Skip"}
                          onChange={(event) =>
                            setChoices({ ...choices, [item.key]: event.currentTarget.value as ConflictChoice })
                          }
                        >
                          {CONFLICT_CHOICES.map((choice) => (
                            <option key={choice}>{choice}</option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          <button
            type="button"
            className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
            disabled={!access.edit.allowed || plan.length === 0}
            onClick={() => {
              const result = applyImport(project, read.pkg, choices);
              update((current) => applyImport(current, read.pkg, choices).project);
              const { created, updated, skipped } = result.summary;
              const text = `Imported ${file?.name}: ${created} created, ${updated} updated, ${skipped} skipped.`;
              setFile(null);
              setInputKey((key) => key + 1);
              setSummary(text);
              say(text);
            }}
          >
            Import
          </button>
        </div>
      ) : null}
      {summary ? (
        <p className="mt-3 text-sm font-medium text-slate-900" data-testid="import-summary">
          {summary}
        </p>
      ) : null}
    </section>
  );
}
