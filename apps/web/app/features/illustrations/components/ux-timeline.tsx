import { IllustrationSvg } from "../parts/illustration-svg";
import { type Status, StatusMark } from "../parts/status-mark";

type Stage = { name: string; checks: ReadonlyArray<{ label: string; status: Status }> };

const journey: readonly Stage[] = [
  {
    name: "Home",
    checks: [
      { label: "Layout 375 px", status: "passed" },
      { label: "Fonts, colors", status: "passed" },
    ],
  },
  {
    name: "Search",
    checks: [
      { label: "Results shown", status: "passed" },
      { label: "Filters reachable", status: "passed" },
    ],
  },
  {
    name: "Product",
    checks: [
      { label: "Images loaded", status: "passed" },
      { label: "Tablet layout", status: "passed" },
    ],
  },
  {
    name: "Checkout",
    checks: [
      { label: "Button overlaps", status: "failed" },
      { label: "Keyboard order", status: "passed" },
    ],
  },
];

const devices = ["Desktop 1440", "Tablet 768", "Phone 375"];

/** A user journey from home page to checkout with the experience checks run at each stage. Decorative. */
export function UxTimeline() {
  return (
    <IllustrationSvg>
      <rect width="480" height="340" rx="16" className="fill-white" />
      <text x="24" y="38" className="fill-slate-900 text-[14px] font-bold">
        Journey: first-time buyer
      </text>
      {devices.map((device, index) => (
        <g key={device}>
          <rect
            x={24 + index * 110}
            y="52"
            width="102"
            height="22"
            rx="11"
            className={index === 2 ? "fill-ink-700" : "fill-ink-50"}
          />
          <text
            x={75 + index * 110}
            y="67"
            textAnchor="middle"
            className={`text-[10px] font-semibold ${index === 2 ? "fill-white" : "fill-ink-900"}`}
          >
            {device}
          </text>
        </g>
      ))}
      <line x1="60" y1="118" x2="420" y2="118" className="stroke-slate-300" strokeWidth="3" strokeLinecap="round" />
      {journey.map((stage, index) => {
        const cx = 60 + index * 120;
        const failed = stage.checks.some((check) => check.status === "failed");
        return (
          <g key={stage.name}>
            <circle cx={cx} cy="118" r="16" className={failed ? "fill-brand-700" : "fill-ink-900"} />
            <text x={cx} y="123" textAnchor="middle" className="fill-white text-[12px] font-bold">
              {index + 1}
            </text>
            <text x={cx} y="154" textAnchor="middle" className="fill-slate-900 text-[12px] font-semibold">
              {stage.name}
            </text>
            <rect
              x={cx - 54}
              y="166"
              width="108"
              height="64"
              rx="8"
              className={failed ? "fill-brand-50 stroke-brand-500" : "fill-slate-50 stroke-slate-200"}
            />
            {stage.checks.map((check, row) => (
              <g key={check.label}>
                <StatusMark cx={cx - 42} cy={186 + row * 24} status={check.status} r={6} />
                <text x={cx - 32} y={190 + row * 24} className="fill-slate-800 text-[10px]">
                  {check.label}
                </text>
              </g>
            ))}
          </g>
        );
      })}
      <rect x="24" y="252" width="432" height="64" rx="10" className="fill-ink-900" />
      <text x="40" y="278" className="fill-white text-[12px] font-bold">
        7 of 8 experience checks passed
      </text>
      <text x="40" y="298" className="fill-ink-100 text-[11px]">
        Checkout: “Pay now” overlaps the footer at 375 px
      </text>
      <rect x="364" y="268" width="80" height="32" rx="6" className="fill-brand-700" />
      <text x="404" y="288" textAnchor="middle" className="fill-white text-[11px] font-semibold">
        Log defect
      </text>
    </IllustrationSvg>
  );
}
