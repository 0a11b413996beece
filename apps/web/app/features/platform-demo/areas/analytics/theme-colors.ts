/**
 * The charts' colours, read from the design system's custom properties (docs/design-system.md,
 * "Colours and tokens") so they follow the light and dark themes.
 */
export type ChartColors = {
  text: string;
  grid: string;
  passed: string;
  failed: string;
  warning: string;
  series: string;
  line: string;
};

/** A token's value as rgb(), whatever notation it is written in (Tailwind 4 writes oklch()). */
function toRgb(context: CanvasRenderingContext2D | null, value: string): string {
  if (!context) return value;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${red}, ${green}, ${blue})`;
}

export function chartColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const token = (name: string, fallback: string) => toRgb(context, style.getPropertyValue(name).trim() || fallback);
  return {
    text: token("--color-slate-700", "#334155"),
    grid: token("--color-slate-200", "#e2e8f0"),
    passed: token("--color-green-600", "#16a34a"),
    failed: token("--color-red-600", "#dc2626"),
    warning: token("--color-amber-500", "#f59e0b"),
    series: token("--color-link", "#1d4ed8"),
    line: token("--color-accent-text", "#c2410c"),
  };
}
