/** Suite Results (dashboard-widgets.md): a stacked bar per suite run in the period, Passed, Failed and Warning scripts. */
import type { Run } from "../../runs/runs-model";
import { ChartFigure } from "../analytics/chart-figure";
import { DataTable } from "../analytics/data-table";
import { runCounts } from "../analytics/metrics";

export function SuiteResults({ runs }: { runs: readonly Run[] }) {
  const latest = runs.slice(-20);
  const counts = latest.map((run) => ({ run, ...runCounts(run) }));
  const series = [
    ["passed", "Passed"],
    ["failed", "Failed"],
    ["warning", "Warning"],
  ] as const;
  return (
    <ChartFigure
      id="suite-results"
      title="Suite Results"
      label="Chart of the period's suite runs, one stacked bar a run of passed, failed and warning scripts; the numbers are in the table below."
      dataKey={JSON.stringify(counts.map(({ run, passed, failed, warning }) => [run.id, passed, failed, warning]))}
      build={(colors) => ({
        type: "bar",
        data: {
          labels: counts.map(({ run }) => run.id),
          datasets: series.map(([key, label]) => ({
            label,
            data: counts.map((row) => row[key]),
            backgroundColor: colors[key],
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { labels: { color: colors.text } } },
          scales: {
            x: { stacked: true, ticks: { color: colors.text }, grid: { display: false } },
            y: {
              stacked: true,
              beginAtZero: true,
              ticks: { color: colors.text, precision: 0 },
              grid: { color: colors.grid },
            },
          },
        },
      })}
      table={
        <DataTable
          caption="Suite Results: scripts by result, a row per suite run"
          columns={["Execution", "Suite", "Passed", "Failed", "Warning"]}
          rows={counts.map(({ run, passed, failed, warning }) => ({
            key: run.id,
            cells: [run.id, run.suite?.name ?? "", String(passed), String(failed), String(warning)],
          }))}
        />
      }
    />
  );
}
