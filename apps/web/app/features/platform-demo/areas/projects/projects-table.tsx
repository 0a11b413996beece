/**
 * The Project Management table (overview.md): Name and ID, Type, Members,
 * Created and Status, with Edit, Archive or Restore, and Delete. A disabled
 * action points at its reason, said once under the table for every row it applies to.
 */
import { formatShortDate } from "~/lib/format-date";
import type { Verdict } from "../../access";
import { CollapsingHead } from "../../components/collapsing-head";
import { type DemoProject, projectTypeLabels } from "../../model";
import { platformLabels, projectCode } from "./model";

export type ProjectRow = { project: DemoProject; edit: Verdict; archive: Verdict; remove: Verdict };

const actionClass = "btn btn-secondary px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60";

function typeText(project: DemoProject): string {
  const platforms = project.platforms.map((platform) => platformLabels[platform]).join(", ");
  return platforms ? `${projectTypeLabels[project.type]} (${platforms})` : projectTypeLabels[project.type];
}

function StatusBadge({ status }: { status: DemoProject["status"] }) {
  const style =
    status === "Active"
      ? "bg-green-50 text-green-800 border-green-200"
      : "bg-slate-100 text-slate-700 border-slate-300";
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${style}`}>{status}</span>;
}

export function ProjectsTable({
  caption,
  rows,
  onEdit,
  onArchive,
  onDelete,
}: {
  caption: string;
  rows: readonly ProjectRow[];
  onEdit: (project: DemoProject) => void;
  onArchive: (project: DemoProject) => void;
  onDelete: (project: DemoProject) => void;
}) {
  const reasons = [
    ...new Set(
      rows.flatMap((row) => [row.edit, row.archive, row.remove].flatMap((v) => (v.allowed ? [] : [v.reason]))),
    ),
  ];
  const reasonOf = (verdict: Verdict) =>
    verdict.allowed ? undefined : `project-reason-${reasons.indexOf(verdict.reason)}`;
  return (
    <>
      <div className="rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <CollapsingHead first="Name" folded={["Type", "Members", "Created", "Status"]} last="Actions" />
          <tbody className="divide-y divide-slate-200">
            {rows.map(({ project, edit, archive, remove }) => {
              const created = project.createdAt ? formatShortDate(project.createdAt) : "Not recorded";
              const archived = project.status === "Archived";
              return (
                <tr key={project.id}>
                  <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                    {project.name}
                    <span className="block font-normal text-slate-700">{projectCode(project)}</span>
                    <span className="block font-normal text-slate-700 md:hidden">
                      {typeText(project)} · {project.members.length} members · {created}
                    </span>
                    <span className="mt-1 block md:hidden">
                      <StatusBadge status={project.status} />
                    </span>
                  </th>
                  <td className="hidden px-3 py-2 align-top text-slate-700 md:table-cell">{typeText(project)}</td>
                  <td className="hidden px-3 py-2 align-top text-slate-700 md:table-cell">{project.members.length}</td>
                  <td className="hidden px-3 py-2 align-top whitespace-nowrap text-slate-700 md:table-cell">
                    {created}
                  </td>
                  <td className="hidden px-3 py-2 align-top md:table-cell">
                    <StatusBadge status={project.status} />
                  </td>
                  <td className="px-3 py-2 align-top">
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={actionClass}
                        disabled={!edit.allowed}
                        aria-describedby={reasonOf(edit)}
                        aria-label={`Edit ${project.name}`}
                        onClick={() => onEdit(project)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={actionClass}
                        disabled={!archive.allowed}
                        aria-describedby={reasonOf(archive)}
                        aria-label={`${archived ? "Restore" : "Archive"} ${project.name}`}
                        onClick={() => onArchive(project)}
                      >
                        {archived ? "Restore" : "Archive"}
                      </button>
                      <button
                        type="button"
                        className={actionClass}
                        disabled={!remove.allowed}
                        aria-describedby={reasonOf(remove)}
                        aria-label={`Delete ${project.name}`}
                        onClick={() => onDelete(project)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {reasons.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {reasons.map((reason, index) => (
            <li key={reason} id={`project-reason-${index}`}>
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
