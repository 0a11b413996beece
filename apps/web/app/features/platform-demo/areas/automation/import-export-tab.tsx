/**
 * Repository › Import/Export (content/docs/repository/import-export.md):
 * Export ticks elements, step groups and program elements and downloads an
 * Ignitest package (.igx); Import reads one back (import-panel.tsx).
 */
import { useState } from "react";
import type { Project } from "~/features/playground";
import { ImportPanel } from "./import-panel";
import { exportPackage, packageFileName, type Selection } from "./repository-package";
import type { TabProps } from "./tab-props";

type Key = keyof Selection;

const groups: { key: Key; title: string; items: (p: Project) => { id: string; name: string }[] }[] = [
  { key: "elements", title: "Elements", items: (p) => p.elements },
  { key: "stepGroups", title: "Step groups", items: (p) => p.automation.stepGroups },
  { key: "programElements", title: "Program elements", items: (p) => p.automation.programElements },
];

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportPanel({ project, say }: Pick<TabProps, "project" | "say">) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const selection = Object.fromEntries(
    groups.map(({ key, items }) => [key, items(project).flatMap((item) => (unticked.has(item.id) ? [] : [item.id]))]),
  ) as unknown as Selection;
  const count = groups.reduce((total, { key }) => total + selection[key].length, 0);
  const toggle = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="export-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="export-heading" className="text-lg font-semibold text-slate-900">
        Export
      </h3>
      <p className="mt-1 text-sm text-slate-700">Tick what to export. Step groups bring the elements they use.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {groups.map(({ key, title, items }) => (
          <fieldset key={key}>
            <legend className="text-sm font-semibold text-slate-900">{title}</legend>
            <ul className="mt-2 space-y-1">
              {items(project).map((item) => (
                <li key={item.id} className="flex items-start gap-2">
                  <input
                    id={`export-${item.id}`}
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={!unticked.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                  <label htmlFor={`export-${item.id}`} className="text-sm text-slate-800">
                    {item.name}
                  </label>
                </li>
              ))}
              {items(project).length === 0 ? <li className="text-sm text-slate-700">None.</li> : null}
            </ul>
          </fieldset>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900">Format</legend>
        <div className="mt-1 flex items-center gap-2">
          <input id="export-format-igx" type="radio" name="export-format" className="size-4" checked readOnly />
          <label htmlFor="export-format-igx" className="text-sm text-slate-800">
            Ignitest package (.igx): everything, including locators, parameters and program element code
          </label>
        </div>
      </fieldset>
      <button
        type="button"
        className="btn btn-primary mt-4 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
        disabled={count === 0}
        onClick={() => {
          const now = new Date();
          const pkg = exportPackage(project, selection, now);
          const fileName = packageFileName(project.name, now);
          download(JSON.stringify(pkg, null, 2), fileName);
          say(
            `Exported ${fileName}: ${pkg.elements.length} elements, ${pkg.stepGroups.length} step groups, ${pkg.programElements.length} program elements.`,
          );
        }}
      >
        Export
      </button>
    </section>
  );
}

export function ImportExportTab(props: TabProps) {
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-slate-700">
        Move elements, step groups and program elements between projects through a file, so nobody rebuilds them by
        hand.
      </p>
      <ExportPanel project={props.project} say={props.say} />
      <ImportPanel {...props} />
    </div>
  );
}
