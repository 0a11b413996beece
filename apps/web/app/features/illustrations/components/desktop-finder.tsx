import { site } from "@ignitest/contracts";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

const finders = ["Web", "Mobile App", "Salesforce", "MS Dynamics"];
const systems = ["Windows", "macOS", "Linux"];

/** What the client shows with the web finder or the mobile finder chosen. */
const sessions = {
  web: {
    active: 0,
    heading: "Inspect a web application",
    input: "https://crm.example/contacts",
    action: "Launch",
    recent: [
      { name: "crm.example/contacts", detail: "Web · 14 elements saved" },
      { name: "Sales org (sandbox)", detail: "Salesforce · 21 elements saved" },
      { name: "Dynamics 365 · Contacts", detail: "MS Dynamics · 12 elements saved" },
    ],
  },
  mobile: {
    active: 1,
    heading: "Inspect a mobile app",
    input: "Pixel 8 · Android 15 · USB",
    action: "Connect",
    recent: [
      { name: "Shop app 4.2", detail: "Native · 9 elements saved" },
      { name: "Shop app · checkout web view", detail: "Hybrid · 6 elements saved" },
      { name: "m.shop.example", detail: "Mobile web · 11 elements saved" },
    ],
  },
} as const;

export type DesktopFinderProps = { finder?: keyof typeof sessions };

/** The Finder desktop client: the four finders, a session being started and the systems it installs on. Decorative. */
export function DesktopFinder({ finder = "web" }: DesktopFinderProps) {
  const session = sessions[finder];
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={290} title={`${site.name} Finder · desktop client`}>
        <path d="M0 30h138v248a12 12 0 0 1-12 12H12A12 12 0 0 1 0 278z" className="fill-ink-900" />
        <text x="16" y="56" className="fill-ink-100 text-[10px] font-bold tracking-wider">
          FINDERS
        </text>
        {finders.map((name, index) => (
          <g key={name}>
            {index === session.active ? (
              <rect x="8" y={66 + index * 32} width="122" height="26" rx="6" className="fill-ink-700" />
            ) : null}
            <rect x="18" y={74 + index * 32} width="10" height="10" rx="2" className="fill-brand-500" />
            <text x="36" y={83 + index * 32} className="fill-white text-[11px] font-semibold">
              {name}
            </text>
          </g>
        ))}
        <text x="16" y="270" className="fill-ink-100 text-[10px]">
          anika@example.com
        </text>
        <text x="154" y="58" className="fill-slate-900 text-[14px] font-bold">
          {session.heading}
        </text>
        <rect x="154" y="70" width="228" height="28" rx="6" className="fill-white stroke-slate-300" />
        <text x="164" y="88" className="fill-slate-700 text-[11px]">
          {session.input}
        </text>
        <rect x="390" y="70" width="74" height="28" rx="6" className="fill-brand-700" />
        <text x="427" y="88" textAnchor="middle" className="fill-white text-[11px] font-semibold">
          {session.action}
        </text>
        <text x="154" y="124" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          RECENT SESSIONS
        </text>
        {session.recent.map((recent, index) => (
          <g key={recent.name}>
            <rect
              x="154"
              y={134 + index * 44}
              width="310"
              height="36"
              rx="6"
              className="fill-slate-50 stroke-slate-200"
            />
            <text x="166" y={150 + index * 44} className="fill-slate-900 text-[11px] font-semibold">
              {recent.name}
            </text>
            <text x="166" y={163 + index * 44} className="fill-slate-600 text-[10px]">
              {recent.detail}
            </text>
            <text x="452" y={156 + index * 44} textAnchor="end" className="fill-ink-700 text-[10px] font-semibold">
              Reopen
            </text>
          </g>
        ))}
      </WindowFrame>
      {systems.map((system, index) => (
        <g key={system}>
          <rect x={60 + index * 124} y="304" width="112" height="30" rx="15" className="fill-white" />
          <circle cx={80 + index * 124} cy="319" r="7" className={index === 0 ? "fill-ink-600" : "fill-slate-700"} />
          <text x={94 + index * 124} y="323" className="fill-slate-900 text-[11px] font-semibold">
            {system}
          </text>
        </g>
      ))}
    </IllustrationSvg>
  );
}
