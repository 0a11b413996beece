import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

type Result = "Passed" | "Failed" | "Blocked" | "Not run";
type TestCase = { id: string; title: string; module: string; result: Result; automated: boolean };

const cases: readonly TestCase[] = [
  { id: "TC-101", title: "Sign in with a valid password", module: "Login", result: "Passed", automated: true },
  { id: "TC-102", title: "Lock account after 5 tries", module: "Login", result: "Passed", automated: false },
  { id: "TC-114", title: "Apply coupon at checkout", module: "Checkout", result: "Failed", automated: false },
  { id: "TC-115", title: "Pay with a saved card", module: "Checkout", result: "Blocked", automated: false },
  { id: "TC-120", title: "Download invoice PDF", module: "Orders", result: "Not run", automated: false },
  { id: "TC-121", title: "Cancel order within 24 h", module: "Orders", result: "Passed", automated: true },
];

const resultTone = { Passed: "green", Failed: "red", Blocked: "orange", "Not run": "grey" } as const;
const barFill = {
  Passed: "fill-emerald-600",
  Failed: "fill-red-600",
  Blocked: "fill-amber-500",
  "Not run": "fill-slate-300",
};
const columns = [
  { label: "ID", x: 24 },
  { label: "TEST CASE", x: 76 },
  { label: "MODULE", x: 262 },
  { label: "RESULT", x: 330 },
];

/** A manual suite: test cases by module with their results, two of them already automated. Decorative. */
export function TestCaseTable() {
  const counts = (["Passed", "Failed", "Blocked", "Not run"] as const).map((result) => ({
    result,
    count: cases.filter((testCase) => testCase.result === result).length,
  }));
  let barX = 16;
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title="Manual suite · Release 4.2 regression">
        <rect x="16" y="40" width="96" height="24" rx="6" className="fill-white stroke-slate-300" />
        <text x="64" y="56" textAnchor="middle" className="fill-slate-700 text-[11px] font-semibold">
          Import Excel
        </text>
        <rect x="364" y="40" width="100" height="24" rx="6" className="fill-brand-700" />
        <text x="414" y="56" textAnchor="middle" className="fill-white text-[11px] font-semibold">
          Start run
        </text>
        <rect x="16" y="74" width="448" height="24" rx="4" className="fill-slate-100" />
        {columns.map((column) => (
          <text key={column.label} x={column.x} y="90" className="fill-slate-600 text-[10px] font-bold tracking-wider">
            {column.label}
          </text>
        ))}
        {cases.map((testCase, index) => {
          const y = 98 + index * 30;
          return (
            <g key={testCase.id}>
              <line x1="16" y1={y + 30} x2="464" y2={y + 30} className="stroke-slate-200" />
              <text x="24" y={y + 19} className="fill-ink-800 text-[10px] font-semibold">
                {testCase.id}
              </text>
              <text x="76" y={y + 19} className="fill-slate-900 text-[10.5px]">
                {testCase.title}
              </text>
              <text x="262" y={y + 19} className="fill-slate-600 text-[10px]">
                {testCase.module}
              </text>
              <Chip x={330} y={y + 15} label={testCase.result} tone={resultTone[testCase.result]} fontSize={10} />
              {testCase.automated ? (
                <Chip x={458} y={y + 15} label="Automated" tone="blue" fontSize={10} anchor="end" />
              ) : (
                <text x="456" y={y + 19} textAnchor="end" className="fill-slate-400 text-[10px]">
                  Manual
                </text>
              )}
            </g>
          );
        })}
        {counts.map(({ result, count }) => {
          const width = (count / cases.length) * 448;
          const x = barX;
          barX += width;
          return <rect key={result} x={x} y="294" width={width} height="10" className={barFill[result]} />;
        })}
        <text x="16" y="324" className="fill-slate-700 text-[10.5px]">
          {counts.map(({ result, count }) => `${count} ${result.toLowerCase()}`).join(" · ")}
        </text>
      </WindowFrame>
    </IllustrationSvg>
  );
}
