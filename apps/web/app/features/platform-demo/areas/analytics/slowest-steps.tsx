/** The slowest steps in the period, from the runs' per-step durations (a horizontal bar a step). */
import { formatDuration } from "../../runs/format";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import type { StepRow } from "./metrics";

export function SlowestSteps({ steps }: { steps: readonly StepRow[] }) {
  return (
    <ChartFigure
      id="slowest-steps"
      title="Slowest steps"
      label="Chart of the slowest steps by their average duration in seconds; the numbers are in the table below."
      dataKey={JSON.stringify(steps)}
      height={200}
      build={(colors) => ({
        type: "bar",
        data: {
          labels: steps.map((step) => step.key),
          datasets: [
            {
              label: "Average duration (s)",
              data: steps.map((step) => Math.round(step.averageMs / 100) / 10),
              backgroundColor: colors.series,
            },
          ],
        },
        options: {
          indexAxis: "y",
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: {
            x: { beginAtZero: true, ticks: { color: colors.text }, grid: { color: colors.grid } },
            y: { ticks: { color: colors.text }, grid: { display: false } },
          },
        },
      })}
      table={
        <DataTable
          caption="Slowest steps"
          columns={["Step", "Text", "Runs", "Average duration"]}
          minWidth="min-w-[40rem]"
          rows={steps.map((step) => ({
            key: step.key,
            cells: [step.key, step.text, String(step.runs), formatDuration(step.averageMs)],
          }))}
        />
      }
    />
  );
}
