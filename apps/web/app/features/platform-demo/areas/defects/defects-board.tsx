/**
 * The defects board (issue 28 item 7): a column per status of defect-lifecycle.md, the cards that
 * match the filters, New Defect, and the latest failed runs to log a defect from.
 */
import type { Verdict } from "../../access";
import type { DemoData } from "../../model";
import { type BoardFilter, BoardFilters, unassigned } from "./board-filters";
import { DefectCard } from "./defect-card";
import { FailedRuns } from "./failed-runs";
import { type Defect, type DefectStatus, defectStatuses, isOpen, severities } from "./model";

export const statusReasonId = "defects-status-reason";

export function matches(defect: Defect, filter: BoardFilter): boolean {
  if (filter.projectId && defect.projectId !== filter.projectId) return false;
  if (filter.severity && defect.severity !== filter.severity) return false;
  if (filter.assignee === unassigned) return defect.assigneeId === undefined;
  if (filter.assignee && defect.assigneeId !== filter.assignee) return false;
  return true;
}

export function userName(data: DemoData, id: string | undefined): string {
  if (!id) return "Unassigned";
  return data.users.find((user) => user.id === id)?.name ?? "Unassigned";
}

export function DefectsBoard({
  data,
  filter,
  onFilter,
  status,
  focusId,
  onFocused,
  onMove,
}: {
  data: DemoData;
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  status: Verdict;
  focusId: string | null;
  onFocused: () => void;
  onMove: (defect: Defect, to: DefectStatus) => void;
}) {
  const shown = data.defects
    .filter((defect) => matches(defect, filter))
    .sort((a, b) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || b.id.localeCompare(a.id));
  const open = shown.filter((defect) => isOpen(defect.status)).length;
  return (
    <div className="space-y-4">
      <BoardFilters data={data} filter={filter} onChange={onFilter} />
      <p className="text-sm text-slate-700" data-testid="defect-count">
        {shown.length} {shown.length === 1 ? "defect" : "defects"} match the filters, {open} open.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        {defectStatuses.map((column) => {
          const cards = shown.filter((defect) => defect.status === column);
          const headingId = `column-${column.replace(/\s+/g, "-").toLowerCase()}`;
          return (
            <section
              key={column}
              aria-labelledby={headingId}
              className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-2"
              data-testid={headingId}
            >
              <h3 id={headingId} className="px-1 text-sm font-semibold text-slate-900">
                {column} <span className="font-normal text-slate-700">({cards.length})</span>
              </h3>
              {cards.length === 0 ? (
                <p className="px-1 py-2 text-xs text-slate-600">No defects.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {cards.map((defect) => (
                    <DefectCard
                      key={defect.id}
                      defect={defect}
                      assignee={userName(data, defect.assigneeId)}
                      verdict={status}
                      reasonId={statusReasonId}
                      focused={focusId === defect.id}
                      onFocused={onFocused}
                      onMove={onMove}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <FailedRuns data={data} />
    </div>
  );
}
