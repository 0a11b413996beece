/** Open defects by severity (Defects by Severity on the Dashboard, Open by severity in Defect Metrics). */
import type { Severity } from "../defects/model";
import { severities } from "../defects/model";
import { ChartFigure } from "./chart-figure";
import { DataTable } from "./data-table";

export function SeverityChart({ id, title, counts }: { id: string; title: string; counts: Record<Severity, number> }) {
  return (
    <ChartFigure
      id={id}
      title={title}
      label="Chart of open defects by severity; the numbers are in the table below."
      dataKey={JSON.stringify(counts)}
      height={180}
      build={(colors) => ({
        type: "bar",
        data: {
          labels: [...severities],
          datasets: [
            {
              label: "Open defects",
              data: severities.map((severity) => counts[severity]),
              backgroundColor: colors.failed,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: {
            x: { ticks: { color: colors.text }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          },
        },
      })}
      table={
        <DataTable
          caption={title}
          columns={["Severity", "Open defects"]}
          rows={severities.map((severity) => ({ key: severity, cells: [severity, String(counts[severity])] }))}
        />
      }
    />
  );
}
