import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";
import { type LocatorTarget, locatorScenes } from "./locator-tree-variants";

export type LocatorTreeProps = { target?: LocatorTarget };

/** Finder at work: the element tree with the picked element, and candidate locators ranked by stability. */
export function LocatorTree({ target = "web" }: LocatorTreeProps) {
  const scene = locatorScenes[target];
  const best = scene.candidates[0];
  const title = `Finder picks an element and ranks its locators; the best, ${best?.locator}, scores ${best?.score} with one match, while a position-based path scores lowest.`;
  return (
    <IllustrationSvg title={title}>
      <WindowFrame width={480} height={340} title={scene.window}>
        <text x="16" y="54" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          ELEMENT TREE
        </text>
        <rect x="16" y="62" width="448" height="112" rx="8" className="fill-slate-50 stroke-slate-200" />
        {scene.tree.map((node, index) => {
          const y = 80 + index * 16;
          const x = 28 + node.depth * 18;
          return (
            <g key={node.label}>
              {node.picked ? (
                <rect x={x - 6} y={y - 11} width="250" height="15" rx="3" className="fill-brand-100 stroke-brand-600" />
              ) : null}
              {node.depth > 0 ? <path d={`M${x - 12} ${y - 12}v8h6`} className="fill-none stroke-slate-300" /> : null}
              <text
                x={x}
                y={y}
                xmlSpace="preserve"
                className={`font-mono text-[10px] ${node.picked ? "fill-brand-800 font-bold" : "fill-slate-700"}`}
              >
                {node.label}
              </text>
            </g>
          );
        })}
        <text x="16" y="196" className="fill-slate-500 text-[10px] font-bold tracking-wider">
          RANKED LOCATORS
        </text>
        {scene.candidates.map((candidate, index) => {
          const y = 204 + index * 30;
          const fragile = candidate.score < 50;
          return (
            <g key={candidate.locator}>
              <rect
                x="16"
                y={y}
                width="448"
                height="26"
                rx="6"
                className={index === 0 ? "fill-emerald-50 stroke-emerald-600" : "fill-white stroke-slate-200"}
              />
              <text x="26" y={y + 17} className="fill-slate-900 font-mono text-[10px]">
                {candidate.locator}
              </text>
              <rect x="326" y={y + 10} width="60" height="6" rx="3" className="fill-slate-200" />
              <rect
                x="326"
                y={y + 10}
                width={(candidate.score / 100) * 60}
                height="6"
                rx="3"
                className={fragile ? "fill-red-600" : "fill-emerald-600"}
              />
              <text
                x="454"
                y={y + 17}
                textAnchor="end"
                className={`text-[10px] font-semibold ${fragile ? "fill-red-700" : "fill-slate-600"}`}
              >
                {candidate.matches}
              </text>
            </g>
          );
        })}
      </WindowFrame>
    </IllustrationSvg>
  );
}
