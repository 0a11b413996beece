import { IllustrationSvg } from "../parts/illustration-svg";
import { type Status, StatusMark } from "../parts/status-mark";

type Phone = { x: number; label: string; platform: "android" | "ios" };

const phones: Phone[] = [
  { x: 8, label: "Pixel 8 · Android 15", platform: "android" },
  { x: 152, label: "iPhone 16 · iOS 18", platform: "ios" },
];

const steps: ReadonlyArray<{ nlp: string; target: string; status: Status }> = [
  { nlp: "Launch app", target: "Shop 4.2 build", status: "passed" },
  { nlp: "Tap on element", target: "Sign in", status: "passed" },
  { nlp: "Enter input", target: "Password", status: "passed" },
  { nlp: "Swipe up", target: "Product list", status: "passed" },
  { nlp: "Verify text", target: "Welcome back", status: "running" },
];

/** A phone showing the app's sign-in screen, with the element the current step acts on outlined. */
function PhoneScreen({ x, platform }: Phone) {
  return (
    <g transform={`translate(${x} 16)`}>
      <rect width="136" height="276" rx={platform === "ios" ? 26 : 18} className="fill-slate-900" />
      <rect x="7" y="7" width="122" height="262" rx={platform === "ios" ? 20 : 13} className="fill-white" />
      {platform === "ios" ? (
        <rect x="46" y="14" width="44" height="12" rx="6" className="fill-slate-900" />
      ) : (
        <circle cx="68" cy="19" r="5" className="fill-slate-900" />
      )}
      <rect x="18" y="40" width="100" height="10" rx="5" className="fill-ink-100" />
      <text x="68" y="76" textAnchor="middle" className="fill-slate-900 text-[12px] font-bold">
        Welcome back
      </text>
      <text x="18" y="100" className="fill-slate-500 text-[10px] font-semibold">
        EMAIL
      </text>
      <rect x="18" y="105" width="100" height="22" rx="5" className="fill-slate-50 stroke-slate-300" />
      <text x="18" y="145" className="fill-slate-500 text-[10px] font-semibold">
        PASSWORD
      </text>
      <rect x="18" y="150" width="100" height="22" rx="5" className="fill-slate-50 stroke-slate-300" />
      <text x="26" y="165" className="fill-slate-700 text-[12px] tracking-widest">
        ••••••••
      </text>
      <rect x="18" y="186" width="100" height="26" rx={platform === "ios" ? 13 : 5} className="fill-brand-700" />
      <text x="68" y="203" textAnchor="middle" className="fill-white text-[11px] font-semibold">
        Sign in
      </text>
      <rect
        x="13"
        y="181"
        width="110"
        height="36"
        rx={platform === "ios" ? 18 : 8}
        className="fill-none stroke-ink-600"
        strokeWidth="2"
      />
      <rect x="18" y="230" width="100" height="8" rx="4" className="fill-slate-200" />
      <rect x="18" y="244" width="70" height="8" rx="4" className="fill-slate-200" />
    </g>
  );
}

/** The same app on an Android phone and an iPhone, driven by one list of scriptless steps. Decorative. */
export function MobileDevices() {
  return (
    <IllustrationSvg>
      {phones.map((phone) => (
        <g key={phone.label}>
          <PhoneScreen {...phone} />
          <rect x={phone.x} y="300" width="136" height="24" rx="12" className="fill-white/90" />
          <text x={phone.x + 68} y="316" textAnchor="middle" className="fill-slate-800 text-[10px] font-semibold">
            {phone.label}
          </text>
        </g>
      ))}
      <rect x="298" y="36" width="174" height="236" rx="12" className="fill-white" />
      <text x="312" y="60" className="fill-slate-900 text-[12px] font-bold">
        Run on both phones
      </text>
      {steps.map((step, index) => {
        const y = 84 + index * 38;
        return (
          <g key={step.nlp}>
            <StatusMark cx={318} cy={y} status={step.status} r={7} />
            <text x="332" y={y - 2} className="fill-slate-900 text-[11px] font-semibold">
              {step.nlp}
            </text>
            <text x="332" y={y + 12} className="fill-ink-700 text-[10px]">
              {step.target}
            </text>
          </g>
        );
      })}
    </IllustrationSvg>
  );
}
