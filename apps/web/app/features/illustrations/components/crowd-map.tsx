import { IllustrationSvg } from "../parts/illustration-svg";
import { textWidth } from "../parts/text-width";
import { landRuns } from "./crowd-map-land";

const STEP = 10;
const ORIGIN = { x: 16, y: 30 };

/** Testers in a crowd cycle, placed by latitude and longitude; labels sit left or right of the pin. */
const testers = [
  { city: "Toronto", device: "iPhone 15", lat: 43.7, lon: -79.4, side: "left" },
  { city: "São Paulo", device: "Galaxy A54", lat: -23.5, lon: -46.6, side: "right" },
  { city: "Berlin", device: "Firefox, Windows", lat: 52.5, lon: 13.4, side: "right" },
  { city: "Lagos", device: "Tecno Spark 20", lat: 6.5, lon: 3.4, side: "left" },
  { city: "Mumbai", device: "Redmi 13", lat: 19.1, lon: 72.9, side: "right" },
  { city: "Sydney", device: "iPad Air", lat: -33.9, lon: 151.2, side: "left" },
] as const;

const position = (lat: number, lon: number) => ({
  x: ORIGIN.x + ((lon + 180) / 7.8) * STEP,
  y: ORIGIN.y + ((78 - lat) / 7.5) * STEP,
});

const stats = [
  { value: "38", label: "testers" },
  { value: "11", label: "countries" },
  { value: "52", label: "device models" },
  { value: "19", label: "confirmed issues" },
];

/** Crowd testing: testers with their own devices across regions, and the cycle's numbers. Decorative. */
export function CrowdMap() {
  return (
    <IllustrationSvg>
      <rect width="480" height="340" rx="16" className="fill-ink-900" />
      <text x="20" y="22" className="fill-ink-100 text-[10px] font-bold tracking-wider">
        CROWD CYCLE · RELEASE 4.2 · WEB AND MOBILE
      </text>
      {landRuns.flatMap((runs, row) =>
        runs.flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, offset) => {
            const cx = ORIGIN.x + (from + offset) * STEP + STEP / 2;
            const cy = ORIGIN.y + row * STEP + STEP / 2;
            return <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="2.6" className="fill-ink-700" />;
          }),
        ),
      )}
      {testers.map((tester) => {
        const { x, y } = position(tester.lat, tester.lon);
        const label = `${tester.city} · ${tester.device}`;
        const width = textWidth(label, 9) + 12;
        const left = tester.side === "left" ? x - width - 8 : x + 8;
        return (
          <g key={tester.city}>
            <circle cx={x} cy={y} r="9" className="fill-brand-500/30" />
            <circle cx={x} cy={y} r="4.5" className="fill-brand-500 stroke-white" strokeWidth="1.5" />
            <rect x={left} y={y - 9} width={width} height="18" rx="9" className="fill-white" />
            <text
              x={left + width / 2}
              y={y + 3.5}
              textAnchor="middle"
              className="fill-slate-900 text-[10px] font-semibold"
            >
              {label}
            </text>
          </g>
        );
      })}
      <rect x="16" y="230" width="448" height="94" rx="10" className="fill-white" />
      {stats.map((stat, index) => (
        <g key={stat.label}>
          <text x={36 + index * 110} y="266" className="fill-ink-900 text-[24px] font-extrabold">
            {stat.value}
          </text>
          <text x={36 + index * 110} y="284" className="fill-slate-600 text-[10px] font-semibold">
            {stat.label}
          </text>
        </g>
      ))}
      <text x="36" y="310" className="fill-slate-700 text-[10px]">
        27 reports reviewed and de-duplicated before delivery
      </text>
    </IllustrationSvg>
  );
}
