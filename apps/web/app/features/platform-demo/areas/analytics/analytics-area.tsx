/**
 * The Analytics area (issue 28 item 6; content/docs/analytics): the four tabs of overview.md,
 * Script Metrics, Suite Metrics, Defect Metrics and Execution Trends, over the stored suite runs
 * and defects, with the shared filter bar (project and period). Every chart has its table.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import type { AreaProps } from "../../areas";
import { DefectMetrics } from "./defect-metrics";
import { PassRateChart } from "./execution-trends";
import { passRateByDay, scriptMetrics, slowestSteps, suiteMetrics } from "./metrics";
import { runsInScope, type Scope } from "./period";
import { ScopeFilters } from "./scope-filters";
import { ScriptMetrics } from "./script-metrics";
import { SuiteMetrics } from "./suite-metrics";

const tabs = [
  ["scripts", "Script Metrics"],
  ["suites", "Suite Metrics"],
  ["defects", "Defect Metrics"],
  ["trends", "Execution Trends"],
] as const;

export default function AnalyticsArea({ demo: { data } }: AreaProps) {
  const [scope, setScope] = useState<Scope>({ projectId: data.projects[0]?.id ?? "", days: 30 });
  const [tab, setTab] = useState<string>("scripts");
  const runs = runsInScope(data, scope);

  return (
    <div className="space-y-6">
      <section aria-labelledby="analytics-filters-heading" className="space-y-2">
        <h2 id="analytics-filters-heading" className="text-xl font-semibold text-slate-900">
          Filter the data
        </h2>
        <ScopeFilters data={data} scope={scope} onChange={setScope} idPrefix="analytics" />
        <p role="status" className="text-sm text-slate-700">
          {runs.length} suite {runs.length === 1 ? "run" : "runs"} in the period. Quick Runs are left out.
        </p>
      </section>
      <Tabs.Root value={tab} onValueChange={setTab} activationMode="manual">
        <Tabs.List aria-label="Analytics" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {tabs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-ink-600 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="scripts" className="mt-4">
          <ScriptMetrics scripts={scriptMetrics(runs, data.defects)} steps={slowestSteps(runs)} />
        </Tabs.Content>
        <Tabs.Content value="suites" className="mt-4">
          <SuiteMetrics suites={suiteMetrics(runs)} />
        </Tabs.Content>
        <Tabs.Content value="defects" className="mt-4">
          <DefectMetrics data={data} projectId={scope.projectId} />
        </Tabs.Content>
        <Tabs.Content value="trends" className="mt-4">
          <PassRateChart points={passRateByDay(data, runs, scope.days)} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
