import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { type Status, StatusMark } from "../parts/status-mark";
import { WindowFrame } from "../parts/window-frame";

const steps: ReadonlyArray<{ label: string; status: Status }> = [
  { label: "Open checkout page", status: "passed" },
  { label: "Enter card number", status: "passed" },
  { label: "Enter name on card", status: "passed" },
  { label: "Click Place order", status: "running" },
  { label: "Verify confirmation", status: "pending" },
];

const browsers: ReadonlyArray<{ name: string; status: Status }> = [
  { name: "Chrome", status: "passed" },
  { name: "Firefox", status: "passed" },
  { name: "Edge", status: "running" },
  { name: "Safari", status: "pending" },
];

/** A browser window with a checkout page under test and the live run panel beside it. Decorative. */
export function WebBrowserRun() {
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title="Chrome 131 · Windows 11">
        <rect x="16" y="38" width="448" height="24" rx="12" className="fill-slate-100" />
        <rect x="29" y="49" width="10" height="8" rx="1.5" className="fill-slate-500" />
        <path d="M31.5 49v-2a2.5 2.5 0 0 1 5 0v2" className="fill-none stroke-slate-500" strokeWidth="1.5" />
        <text x="46" y="54" className="fill-slate-700 text-[11px]">
          https://shop.example/checkout
        </text>
        {/* The application under test */}
        <rect x="16" y="72" width="270" height="252" rx="8" className="fill-slate-50 stroke-slate-200" />
        <path d="M16 80a8 8 0 0 1 8-8h254a8 8 0 0 1 8 8v22H16z" className="fill-ink-900" />
        <text x="30" y="92" className="fill-white text-[12px] font-bold tracking-widest">
          SHOP
        </text>
        <text x="30" y="126" className="fill-slate-900 text-[15px] font-bold">
          Checkout
        </text>
        {["Card number", "Name on card"].map((label, index) => (
          <g key={label}>
            <text x="30" y={148 + index * 50} className="fill-slate-600 text-[10px] font-semibold">
              {label}
            </text>
            <rect x="30" y={154 + index * 50} width="242" height="24" rx="5" className="fill-white stroke-slate-300" />
            <text x="38" y={170 + index * 50} className="fill-slate-800 text-[11px]">
              {index === 0 ? "4000 1234 5678 9010" : "Anika Rao"}
            </text>
          </g>
        ))}
        <text x="30" y="256" className="fill-slate-700 text-[12px]">
          Total
        </text>
        <text x="272" y="256" textAnchor="end" className="fill-slate-900 text-[12px] font-bold">
          €59.90
        </text>
        <rect x="30" y="270" width="242" height="32" rx="6" className="fill-brand-700" />
        <text x="151" y="290" textAnchor="middle" className="fill-white text-[12px] font-semibold">
          Place order
        </text>
        <rect
          x="25"
          y="265"
          width="252"
          height="42"
          rx="9"
          className="fill-none stroke-brand-500"
          strokeWidth="2"
          strokeDasharray="5 4"
        />
        <path d="M220 292l0 22 6-6 5 10 4-2-5-10 8 0z" className="fill-white stroke-slate-900" strokeWidth="1.5" />
        {/* The run panel */}
        <rect x="296" y="72" width="168" height="252" rx="8" className="fill-white stroke-slate-200" />
        <text x="308" y="94" className="fill-slate-900 text-[12px] font-bold">
          Run #248
        </text>
        <Chip x={452} y={90} label="Live" tone="orange" fontSize={10} anchor="end" />
        {steps.map((step, index) => (
          <g key={step.label}>
            <StatusMark cx={316} cy={118 + index * 28} status={step.status} r={7} />
            <text x="330" y={122 + index * 28} className="fill-slate-800 text-[11px]">
              {step.label}
            </text>
          </g>
        ))}
        <line x1="308" y1="254" x2="452" y2="254" className="stroke-slate-200" />
        {browsers.map((browser, index) => (
          <g key={browser.name}>
            <StatusMark
              cx={316 + (index % 2) * 72}
              cy={274 + Math.floor(index / 2) * 26}
              status={browser.status}
              r={6}
            />
            <text
              x={327 + (index % 2) * 72}
              y={278 + Math.floor(index / 2) * 26}
              className="fill-slate-700 text-[11px] font-semibold"
            >
              {browser.name}
            </text>
          </g>
        ))}
      </WindowFrame>
    </IllustrationSvg>
  );
}
