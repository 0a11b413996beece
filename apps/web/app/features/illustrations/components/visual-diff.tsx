import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";

type Panel = { x: number; label: string; build: string; actual: boolean };

const panels: Panel[] = [
  { x: 16, label: "Baseline", build: "build 4.1", actual: false },
  { x: 248, label: "Actual", build: "build 4.2", actual: true },
];

/** One screenshot of the pricing page; the actual one carries the two changes the comparison finds. */
function Screenshot({ x, label, build, actual }: Panel) {
  const headingShift = actual ? 8 : 0;
  return (
    <g transform={`translate(${x} 0)`}>
      <text x="0" y="30" className="fill-slate-900 text-[12px] font-bold">
        {label}
      </text>
      <text x="216" y="30" textAnchor="end" className="fill-slate-500 text-[10px]">
        {build}
      </text>
      <rect x="0" y="40" width="216" height="210" rx="8" className="fill-slate-50 stroke-slate-200" />
      <path d="M0 48a8 8 0 0 1 8-8h200a8 8 0 0 1 8 8v10H0z" className="fill-ink-900" />
      <rect x="14" y={76 + headingShift} width="120" height="12" rx="3" className="fill-slate-800" />
      <rect x="14" y={96 + headingShift} width="170" height="7" rx="3" className="fill-slate-300" />
      {[0, 1, 2].map((card) => (
        <g key={card}>
          <rect x={14 + card * 64} y="122" width="58" height="74" rx="5" className="fill-white stroke-slate-200" />
          <rect x={22 + card * 64} y="132" width="30" height="6" rx="3" className="fill-slate-400" />
          <rect x={22 + card * 64} y="146" width="40" height="10" rx="3" className="fill-slate-800" />
          <rect x={22 + card * 64} y="166" width="38" height="5" rx="2.5" className="fill-slate-200" />
          <rect x={22 + card * 64} y="176" width="32" height="5" rx="2.5" className="fill-slate-200" />
        </g>
      ))}
      <rect x="14" y="206" width="90" height="26" rx="5" className={actual ? "fill-ink-600" : "fill-brand-700"} />
      <rect x="116" y="210" width="86" height="18" rx="4" className="fill-slate-200" />
      <path d="M116 228l18-18m-4 18 18-18m-4 18 18-18m-4 18 18-18m-4 18 18-18" className="stroke-slate-400" />
      {actual ? (
        <g>
          <rect
            x="8"
            y="78"
            width="182"
            height="38"
            rx="5"
            className="fill-brand-500/10 stroke-brand-600"
            strokeWidth="2"
            strokeDasharray="5 3"
          />
          <rect
            x="8"
            y="200"
            width="102"
            height="38"
            rx="5"
            className="fill-brand-500/10 stroke-brand-600"
            strokeWidth="2"
            strokeDasharray="5 3"
          />
          {[
            { n: "1", cx: 190, cy: 78 },
            { n: "2", cx: 110, cy: 200 },
          ].map((marker) => (
            <g key={marker.n}>
              <circle cx={marker.cx} cy={marker.cy} r="9" className="fill-brand-700" />
              <text x={marker.cx} y={marker.cy + 4} textAnchor="middle" className="fill-white text-[10px] font-bold">
                {marker.n}
              </text>
            </g>
          ))}
        </g>
      ) : null}
    </g>
  );
}

const TITLE =
  "Baseline and actual screenshots of a pricing page side by side: the heading moved down and the main button changed color, both highlighted; a hatched region with a live date is ignored.";

/** Visual testing: baseline against actual, differences highlighted, a dynamic region ignored. */
export function VisualDiff() {
  return (
    <IllustrationSvg title={TITLE}>
      <rect width="480" height="340" rx="16" className="fill-white" />
      {panels.map((panel) => (
        <Screenshot key={panel.label} {...panel} />
      ))}
      <rect x="16" y="264" width="448" height="60" rx="10" className="fill-slate-100" />
      <text x="30" y="286" className="fill-slate-900 text-[12px] font-bold">
        2 differences · 1.8% of pixels
      </text>
      <text x="30" y="306" className="fill-slate-600 text-[10px]">
        1 Heading moved 8 px · 2 Button color changed
      </text>
      <Chip x={452} y={284} label="Accept as baseline" tone="blue" fontSize={10} anchor="end" />
      <Chip x={452} y={308} label="Raise defect" tone="orange" fontSize={10} anchor="end" />
    </IllustrationSvg>
  );
}
