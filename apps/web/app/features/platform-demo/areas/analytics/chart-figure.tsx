/**
 * A chart and its numbers (docs/platform-demo.md#dashboard-and-analytics): Chart.js draws on a
 * canvas that is an image with a short label, and the same numbers are in a real table under
 * "Show data as a table" (a disclosure a keyboard reaches and a screen reader announces). The
 * chart library is imported here, on demand; the chart is drawn again when the theme changes
 * (<html data-theme>, docs/design-system.md) and follows its box's width.
 */
import type { ChartConfiguration } from "chart.js";
import { type ReactNode, useEffect, useRef } from "react";
import { ScrollRegion } from "../../components/scroll-region";
import { type ChartColors, chartColors } from "./theme-colors";

export type ChartBuilder = (colors: ChartColors) => ChartConfiguration;

export function ChartFigure({
  id,
  title,
  label,
  build,
  dataKey,
  table,
  height = 240,
}: {
  id: string;
  title: string;
  /** What the picture is, for a screen reader, which reads the numbers in the table. */
  label: string;
  build: ChartBuilder;
  /** Changes whenever the numbers change, so the chart is drawn again. */
  dataKey: string;
  table: ReactNode;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const builder = useRef(build);
  builder.current = build;

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey stands for the numbers `build` draws.
  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    let ChartClass: typeof import("./chart-setup")["Chart"] | undefined;
    const draw = () => {
      if (!ChartClass || !canvas.current) return;
      chart?.destroy();
      chart = new ChartClass(canvas.current, builder.current(chartColors()));
    };
    import("./chart-setup").then((module) => {
      if (cancelled) return;
      ChartClass = module.Chart;
      draw();
    });
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => {
      cancelled = true;
      theme.disconnect();
      chart?.destroy();
    };
  }, [dataKey]);

  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="relative mt-2 w-full" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={label} data-chart={id} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-link underline underline-offset-4">
          Show data as a table
        </summary>
        <div className="mt-2">
          <ScrollRegion labelledBy={`${id}-title`}>{table}</ScrollRegion>
        </div>
      </details>
    </figure>
  );
}
