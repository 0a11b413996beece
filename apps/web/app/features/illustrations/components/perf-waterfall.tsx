import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

const BUDGET_SECONDS = 2.5;
const AXIS_START = 140;
const PX_PER_SECOND = 80;

const timings = [
  { label: "Server response", start: 0, seconds: 0.4 },
  { label: "First paint", start: 0.4, seconds: 0.5 },
  { label: "Largest paint", start: 0.8, seconds: 1.1 },
  { label: "Pay button ready", start: 1.2, seconds: 0.8 },
  { label: "Interactive", start: 1.6, seconds: 1.5 },
];

const trend = [2.0, 2.1, 1.9, 2.0, 2.2, 2.1, 2.0, 2.3, 2.4, 1.9];

const xFor = (seconds: number) => AXIS_START + seconds * PX_PER_SECOND;

const TITLE =
  "UI timings of the checkout page against a 2.5-second budget: server response, first paint, largest paint and pay button ready are within it; the page becomes interactive at 3.1 seconds, over budget.";

/** UI performance: a waterfall of page timings from a functional test run, checked against a budget. */
export function PerfWaterfall() {
  const budgetX = xFor(BUDGET_SECONDS);
  const trendPoints = trend.map((value, index) => `${300 + index * 17},${318 - (value - 1.8) * 40}`).join(" ");
  return (
    <IllustrationSvg title={TITLE}>
      <WindowFrame width={480} height={340} title="UI performance · Checkout · Phone, 4G">
        {[0, 1, 2, 3, 4].map((second) => (
          <g key={second}>
            <line x1={xFor(second)} y1="64" x2={xFor(second)} y2="236" className="stroke-slate-200" />
            <text x={xFor(second)} y="252" textAnchor="middle" className="fill-slate-500 text-[10px]">
              {second} s
            </text>
          </g>
        ))}
        <line
          x1={budgetX}
          y1="54"
          x2={budgetX}
          y2="240"
          className="stroke-brand-600"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <Chip x={budgetX} y={52} label="Budget 2.5 s" tone="orange" fontSize={10} anchor="end" />
        {timings.map((timing, index) => {
          const y = 76 + index * 32;
          const end = timing.start + timing.seconds;
          const over = end > BUDGET_SECONDS;
          return (
            <g key={timing.label}>
              <text x="16" y={y + 13} className="fill-slate-800 text-[11px] font-semibold">
                {timing.label}
              </text>
              <rect
                x={xFor(timing.start)}
                y={y}
                width={timing.seconds * PX_PER_SECOND}
                height="18"
                rx="4"
                className={over ? "fill-red-600" : "fill-ink-600"}
              />
              <text
                x={xFor(end) + 6}
                y={y + 13}
                className={`text-[10px] font-bold ${over ? "fill-red-700" : "fill-slate-700"}`}
              >
                {end.toFixed(1)} s
              </text>
            </g>
          );
        })}
        <rect x="16" y="268" width="260" height="58" rx="8" className="fill-red-50" />
        <text x="28" y="290" className="fill-red-900 text-[11px] font-bold">
          Interactive: 3.1 s, budget 2.5 s
        </text>
        <text x="28" y="308" className="fill-red-900 text-[10px]">
          Step “Click Pay now” flagged in run #248
        </text>
        <text x="300" y="282" className="fill-slate-600 text-[10px] font-semibold">
          Largest paint, last 10 runs
        </text>
        <polyline points={trendPoints} className="fill-none stroke-ink-700" strokeWidth="2" strokeLinejoin="round" />
        <circle cx={300 + 9 * 17} cy={318 - (1.9 - 1.8) * 40} r="3.5" className="fill-ink-700" />
      </WindowFrame>
    </IllustrationSvg>
  );
}
