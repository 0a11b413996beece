import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { type Status, StatusMark } from "../parts/status-mark";
import { WindowFrame } from "../parts/window-frame";

type Session = { name: string; os: string; kind: "browser" | "device"; status: Status | "live" };

const sessions: readonly Session[] = [
  { name: "Chrome 131", os: "Windows 11", kind: "browser", status: "passed" },
  { name: "Firefox 133", os: "Windows 11", kind: "browser", status: "running" },
  { name: "Edge 131", os: "Windows 10", kind: "browser", status: "passed" },
  { name: "Safari 18", os: "macOS 15", kind: "browser", status: "running" },
  { name: "Pixel 8", os: "Android 15", kind: "device", status: "passed" },
  { name: "Galaxy S24", os: "Android 14", kind: "device", status: "failed" },
  { name: "iPhone 16", os: "iOS 18", kind: "device", status: "live" },
  { name: "iPad Air", os: "iPadOS 18", kind: "device", status: "running" },
];

/** A tiny screen inside a tile: a browser window or a phone outline. */
function Screen({ x, y, kind }: { x: number; y: number; kind: Session["kind"] }) {
  if (kind === "browser") {
    return (
      <g>
        <rect x={x} y={y} width="60" height="40" rx="4" className="fill-white stroke-slate-300" />
        <rect x={x} y={y} width="60" height="8" rx="3" className="fill-slate-200" />
        <rect x={x + 6} y={y + 14} width="30" height="5" rx="2" className="fill-slate-700" />
        <rect x={x + 6} y={y + 24} width="48" height="4" rx="2" className="fill-slate-200" />
        <rect x={x + 6} y={y + 31} width="20" height="5" rx="2" className="fill-brand-600" />
      </g>
    );
  }
  return (
    <g>
      <rect x={x + 18} y={y - 2} width="24" height="44" rx="5" className="fill-slate-800" />
      <rect x={x + 20.5} y={y + 2} width="19" height="36" rx="3" className="fill-white" />
      <rect x={x + 23} y={y + 10} width="14" height="4" rx="2" className="fill-slate-700" />
      <rect x={x + 23} y={y + 28} width="14" height="5" rx="2" className="fill-brand-600" />
    </g>
  );
}

/** Hosted browsers and devices running one suite in parallel, with one device open in a live session. Decorative. */
export function CloudGrid() {
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title="Cloud · Run #312 · 8 parallel sessions">
        {sessions.map((session, index) => {
          const x = 16 + (index % 4) * 114;
          const y = 42 + Math.floor(index / 4) * 118;
          const { status } = session;
          const live = status === "live";
          return (
            <g key={session.name}>
              <rect
                x={x}
                y={y}
                width="106"
                height="110"
                rx="8"
                className={live ? "fill-brand-50 stroke-brand-600" : "fill-slate-50 stroke-slate-200"}
                strokeWidth={live ? 2 : 1}
              />
              <Screen x={x + 23} y={y + 14} kind={session.kind} />
              <text x={x + 10} y={y + 76} className="fill-slate-900 text-[11px] font-semibold">
                {session.name}
              </text>
              <text x={x + 10} y={y + 92} className="fill-slate-600 text-[10px]">
                {session.os}
              </text>
              {status === "live" ? (
                <Chip x={x + 100} y={y + 14} label="Live" tone="orange" fontSize={10} anchor="end" />
              ) : (
                <StatusMark cx={x + 92} cy={y + 14} status={status} r={6} />
              )}
            </g>
          );
        })}
        <rect x="16" y="282" width="448" height="46" rx="8" className="fill-ink-900" />
        <circle cx="34" cy="305" r="5" className="fill-brand-500" />
        <text x="48" y="301" className="fill-white text-[11px] font-semibold">
          Cloud Live · Sofia on iPhone 16
        </text>
        <text x="48" y="317" className="fill-ink-100 text-[10px]">
          Reproducing a customer report, screenshots captured
        </text>
        <rect x="368" y="293" width="84" height="24" rx="6" className="fill-brand-700" />
        <text x="410" y="309" textAnchor="middle" className="fill-white text-[10px] font-semibold">
          Log defect
        </text>
      </WindowFrame>
    </IllustrationSvg>
  );
}
