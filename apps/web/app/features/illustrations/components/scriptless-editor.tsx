import { Chip, chipWidth } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

type Step = { nlp: string; element?: string; value?: string };

const scenarios = {
  web: {
    title: "Test case · Sign in and reorder",
    runLabel: "Run on Chrome",
    steps: [
      { nlp: "Open browser", element: "URL", value: "https://shop.example/login" },
      { nlp: "Enter input into element", element: "Email field", value: "anika@example.com" },
      { nlp: "Click on element", element: "Sign in button" },
      { nlp: "Verify title of the page", value: "“My orders | Shop”" },
      { nlp: "Call step group", element: "Reorder last purchase" },
    ],
  },
  desktop: {
    title: "Test case · Approve a claim, desktop to web",
    runLabel: "Run on Windows",
    steps: [
      { nlp: "Launch application", element: "Application", value: "ClaimsDesk.exe" },
      { nlp: "Enter input into element", element: "Policy number", value: "PL-20418" },
      { nlp: "Click on element", element: "Search button" },
      { nlp: "Verify text of element", element: "Policy status", value: "“Active”" },
      { nlp: "Call step group", element: "Approve claim in web portal" },
    ],
  },
} satisfies Record<string, { title: string; runLabel: string; steps: Step[] }>;

export type ScriptlessEditorProps = { target?: keyof typeof scenarios };

/** The test editor: a test case as a numbered list of plain-English NLP steps, each with its element and value. */
export function ScriptlessEditor({ target = "web" }: ScriptlessEditorProps) {
  const scenario = scenarios[target];
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title={scenario.title}>
        <rect x="20" y="42" width="96" height="26" rx="6" className="fill-brand-700" />
        <text x="68" y="59" textAnchor="middle" className="fill-white text-[12px] font-semibold">
          + Add step
        </text>
        <rect x="124" y="42" width="112" height="26" rx="6" className="fill-white stroke-slate-300" />
        <text x="180" y="59" textAnchor="middle" className="fill-slate-700 text-[12px] font-semibold">
          Step groups
        </text>
        <rect x="304" y="42" width="156" height="26" rx="6" className="fill-ink-700" />
        <path d="M318 49v12l9-6z" className="fill-white" />
        <text x="334" y="59" className="fill-white text-[12px] font-semibold">
          {scenario.runLabel}
        </text>
        {scenario.steps.map((step: Step, index) => {
          const top = 80 + index * 50;
          const elementEnd = step.element ? 52 + chipWidth(step.element, 10) + 8 : 52;
          return (
            <g key={`${step.nlp}: ${step.element ?? step.value}`}>
              <rect x="20" y={top} width="440" height="42" rx="8" className="fill-slate-50 stroke-slate-200" />
              <circle cx="36" cy={top + 21} r="10" className="fill-ink-900" />
              <text x="36" y={top + 25} textAnchor="middle" className="fill-white text-[11px] font-bold">
                {index + 1}
              </text>
              <text x="52" y={top + 17} className="fill-slate-900 text-[13px] font-semibold">
                {step.nlp}
              </text>
              {step.element ? <Chip x={52} y={top + 31} label={step.element} fontSize={10} /> : null}
              {step.value ? (
                <text x={elementEnd} y={top + 35} className="fill-slate-600 text-[11px]">
                  {step.value}
                </text>
              ) : null}
              <text x="448" y={top + 17} textAnchor="end" className="fill-brand-700 text-[10px] font-bold">
                NLP
              </text>
            </g>
          );
        })}
      </WindowFrame>
    </IllustrationSvg>
  );
}
