import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

const suggestions = [
  { nlp: "Click on element", element: "My orders link" },
  { nlp: "Click on element", element: "Reorder button" },
  { nlp: "Verify text of element", element: "Cart count" },
];

/** Sparkle mark for AI-generated content. */
function Sparkle({ x, y, size = 10 }: { x: number; y: number; size?: number }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y}Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s}Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y}Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s}z`}
      className="fill-brand-600"
    />
  );
}

/** AI assistance: steps suggested from a described scenario, and a locator healed during a run. Decorative. */
export function AiSuggestions() {
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title="AI assist · Reorder last purchase">
        <rect x="16" y="42" width="448" height="40" rx="8" className="fill-ink-50 stroke-ink-100" />
        <text x="28" y="58" className="fill-ink-800 text-[10px] font-bold tracking-wider">
          SCENARIO
        </text>
        <text x="28" y="73" className="fill-slate-900 text-[11.5px]">
          A returning customer reorders their last purchase
        </text>
        <Sparkle x={20} y={102} size={7} />
        <text x="32" y="106" className="fill-slate-700 text-[11px] font-semibold">
          Suggested steps, from your NLPs and element repository
        </text>
        {suggestions.map((step, index) => {
          const y = 118 + index * 36;
          return (
            <g key={step.element}>
              <rect
                x="16"
                y={y}
                width="448"
                height="30"
                rx="6"
                className="fill-white stroke-brand-500"
                strokeDasharray="4 3"
              />
              <text x="28" y={y + 19} className="fill-slate-900 text-[11.5px] font-semibold">
                {step.nlp}
              </text>
              <Chip x={178} y={y + 15} label={step.element} fontSize={10} />
              <Chip x={400} y={y + 15} label="Edit" tone="grey" fontSize={10} anchor="end" />
              <Chip x={456} y={y + 15} label="Accept" tone="green" fontSize={10} anchor="end" />
            </g>
          );
        })}
        <rect x="16" y="234" width="448" height="92" rx="8" className="fill-slate-900" />
        <Sparkle x={32} y={254} size={7} />
        <text x="46" y="258" className="fill-white text-[11.5px] font-bold">
          Locator healed in run #248
        </text>
        <Chip x={452} y={254} label="Flagged for review" tone="orange" fontSize={10} anchor="end" />
        <text x="32" y="284" className="fill-slate-400 font-mono text-[10.5px]">
          {"//button[@id='btn-4821']"}
        </text>
        <line x1="32" y1="280" x2="186" y2="280" className="stroke-red-400" strokeWidth="1.5" />
        <text x="32" y="306" className="fill-emerald-300 font-mono text-[10.5px]">
          {"//button[normalize-space()='Reorder']"}
        </text>
        <text x="32" y="320" className="fill-slate-300 text-[10px]">
          Matched by text and position · run continued · repository updated once
        </text>
      </WindowFrame>
    </IllustrationSvg>
  );
}
