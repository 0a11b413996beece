/** Execution Trends' "Pass rate and executions" (execution-trends.md), grouped by day. */

import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";
import type { DayPoint } from "./metrics";
import { percent, shortDay } from "./period";

export function PassRateChart({ points }: { points: readonly DayPoint[] }) {
  return (
    <ChartFigure
      id="pass-rate"
      title="Pass rate and executions"
      label="Chart of executions per day as bars and the pass rate of their scripts as a line; the numbers are in the table below."
      dataKey={JSON.stringify(points)}
      build={(colors) => ({
        type: "bar",
        data: {
          labels: points.map((point) => shortDay(point.day)),
          datasets: [
            {
              type: "line",
              label: "Pass rate (%)",
              data: points.map((point) => (point.passRate === null ? null : Math.round(point.passRate))),
              borderColor: colors.line,
              backgroundColor: colors.line,
              yAxisID: "rate",
              spanGaps: true,
            },
            {
              type: "bar",
              label: "Executions",
              data: points.map((point) => point.executions),
              backgroundColor: colors.series,
              yAxisID: "count",
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { labels: { color: colors.text } } },
          scales: {
            x: { ticks: { color: colors.text }, grid: { color: colors.grid } },
            count: {
              position: "left",
              beginAtZero: true,
              ticks: { color: colors.text, precision: 0 },
              grid: { color: colors.grid },
            },
            rate: {
              position: "right",
              min: 0,
              max: 100,
              ticks: { color: colors.text },
              grid: { drawOnChartArea: false },
            },
          },
        },
      })}
      table={
        <DataTable
          caption="Pass rate and executions by day"
          columns={["Day", "Executions", "Pass rate"]}
          rows={points.map((point) => ({
            key: point.day,
            cells: [shortDay(point.day), String(point.executions), percent(point.passRate)],
          }))}
        />
      }
    />
  );
}
