/** Defect Metrics (defect-metrics.md): open defects by severity and by assignee, today, for the project. */
import type { DemoData } from "../../model";
import { isOpen } from "../defects/model";
import { DataTable } from "./data-table";
import { openBySeverity } from "./metrics";
import { SeverityChart } from "./severity-chart";

export function DefectMetrics({ data, projectId }: { data: DemoData; projectId: string }) {
  const open = data.defects.filter((defect) => defect.projectId === projectId && isOpen(defect.status));
  const byAssignee = new Map<string, number>();
  for (const defect of open) {
    const name = data.users.find((user) => user.id === defect.assigneeId)?.name ?? "Unassigned";
    byAssignee.set(name, (byAssignee.get(name) ?? 0) + 1);
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SeverityChart id="open-by-severity" title="Open by severity" counts={openBySeverity(data.defects, projectId)} />
      <section aria-labelledby="by-assignee-heading" className="space-y-2 rounded-xl border border-slate-200 p-4">
        <h3 id="by-assignee-heading" className="text-base font-semibold text-slate-900">
          Open by assignee
        </h3>
        {open.length === 0 ? (
          <p className="text-sm text-slate-700">No open defect in this project.</p>
        ) : (
          <DataTable
            caption="Open defects by assignee"
            columns={["Assignee", "Open defects"]}
            minWidth=""
            rows={[...byAssignee.entries()]
              .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
              .map(([name, count]) => ({ key: name, cells: [name, String(count)] }))}
          />
        )}
      </section>
    </div>
  );
}
