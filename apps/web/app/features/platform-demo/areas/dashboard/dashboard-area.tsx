/**
 * The Dashboard area (issue 28 item 6; content/docs/dashboard): a project's six standard widgets
 * computed from the stored runs and defects, the project and period selectors, and Customize
 * Dashboard to show or hide widgets (kept in the demo data, per acting user, with a project default).
 */
import { useState } from "react";
import type { AreaProps } from "../../areas";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { openBySeverity } from "../analytics/metrics";
import { runsInScope, type Scope } from "../analytics/period";
import { ScopeFilters } from "../analytics/scope-filters";
import { SeverityChart } from "../analytics/severity-chart";
import { timeSettingsOf } from "../settings/project-settings";
import { CustomizeDialog } from "./customize-dialog";
import { machineUtilization, projectStatus, recentExecutions, scriptCoverage } from "./figures";
import { hiddenWidgets, maySetDefault, type WidgetId, widgetIds, withLayout, withoutOwnLayout } from "./model";
import { SuiteResults } from "./suite-results";
import { MachineUtilization, ProjectStatus, RecentExecutions, ScriptCoverage } from "./widgets";

export default function DashboardArea({ demo: { data, update } }: AreaProps) {
  const [scope, setScope] = useState<Scope>({ projectId: data.projects[0]?.id ?? "", days: 30 });
  const [dialog, setDialog] = useState<"customize" | "reset" | null>(null);
  const [message, setMessage] = useState("");
  const runs = runsInScope(data, scope);
  const hidden = hiddenWidgets(data);

  const widget = (id: WidgetId) => {
    switch (id) {
      case "project-status":
        return <ProjectStatus status={projectStatus(data, scope.projectId)} />;
      case "suite-results":
        return <SuiteResults runs={runs} />;
      case "defects-by-severity":
        return (
          <SeverityChart
            id="defects-by-severity"
            title="Defects by Severity"
            counts={openBySeverity(data.defects, scope.projectId)}
          />
        );
      case "script-coverage":
        return <ScriptCoverage coverage={scriptCoverage(data, scope.projectId, runs)} />;
      case "machine-utilization":
        return <MachineUtilization machines={machineUtilization(runs, scope.days)} />;
      case "recent-executions":
        return (
          <RecentExecutions
            runs={recentExecutions(data, scope.projectId)}
            time={timeSettingsOf(data, scope.projectId)}
          />
        );
    }
  };
  const shown = widgetIds.filter((id) => !hidden.includes(id));

  return (
    <div className="space-y-6">
      <section aria-labelledby="dashboard-filters-heading" className="space-y-3">
        <h2 id="dashboard-filters-heading" className="text-xl font-semibold text-slate-900">
          Dashboard
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ScopeFilters data={data} scope={scope} onChange={setScope} idPrefix="dashboard" />
          <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={() => setDialog("customize")}>
            Customize Dashboard
          </button>
        </div>
        <p className="text-sm text-slate-700">
          Widgets that count runs follow the period; Project Status and Defects by Severity show the current state.
          Quick Runs are not counted.
        </p>
        <p role="status" className="min-h-5 text-sm font-medium text-slate-900">
          {message}
        </p>
      </section>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-700">Every widget is hidden. Add them back with Customize Dashboard.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((id) => (
            <div key={id} className="min-w-0">
              {widget(id)}
            </div>
          ))}
        </div>
      )}
      <CustomizeDialog
        open={dialog === "customize"}
        onOpenChange={(open) => setDialog(open ? "customize" : null)}
        hidden={hidden}
        setDefault={maySetDefault(data)}
        onSave={(next, asDefault) => {
          update((current) => withLayout(current, next, asDefault));
          setDialog(null);
          setMessage(asDefault ? "Layout saved, and as the project default." : "Layout saved.");
        }}
        onReset={() => setDialog("reset")}
      />
      <ConfirmDialog
        open={dialog === "reset"}
        onOpenChange={(open) => setDialog(open ? "reset" : null)}
        title="Reset your layout?"
        description="Your layout is replaced by the project default, or by the six standard widgets if the project has no default."
        confirmLabel="Reset"
        onConfirm={() => {
          update(withoutOwnLayout);
          setMessage("Your layout is back to the project default.");
        }}
      />
    </div>
  );
}
