import { IllustrationSvg } from "../parts/illustration-svg";
import { StatusMark } from "../parts/status-mark";
import { WindowFrame } from "../parts/window-frame";
import { type EnterpriseApp, enterpriseScenes } from "./enterprise-flow-variants";
import { EnterpriseScreen } from "./enterprise-screen";

export type EnterpriseFlowProps = { app: EnterpriseApp };

const STEP_WIDTH = 104;
const STEP_GAP = 10;

/**
 * An end-to-end business process across an enterprise application: the
 * process steps, the screen of the step running now, and the run's status.
 * One variant per solution page. Decorative.
 */
export function EnterpriseFlow({ app }: EnterpriseFlowProps) {
  const scene = enterpriseScenes[app];
  return (
    <IllustrationSvg>
      <rect width="480" height="340" rx="16" className="fill-slate-100" />
      {scene.steps.map((step, index) => {
        const x = 17 + index * (STEP_WIDTH + STEP_GAP);
        const status = index < scene.current ? "passed" : index === scene.current ? "running" : "pending";
        return (
          <g key={step}>
            <rect
              x={x}
              y="14"
              width={STEP_WIDTH}
              height="32"
              rx="8"
              className={status === "running" ? "fill-brand-700" : "fill-white stroke-slate-200"}
            />
            <StatusMark cx={x + 14} cy={30} status={status} r={6} />
            <text
              x={x + 25}
              y="34"
              className={`text-[10px] font-semibold ${status === "running" ? "fill-white" : "fill-slate-800"}`}
            >
              {step}
            </text>
            {index < 3 ? (
              <path
                d={`M${x + STEP_WIDTH + 2} 30h6m-3-3 3 3-3 3`}
                className="fill-none stroke-slate-500"
                strokeWidth="1.5"
              />
            ) : null}
          </g>
        );
      })}
      <WindowFrame x={16} y={58} width={448} height={214} title={scene.window}>
        <EnterpriseScreen screen={scene.screen} area={{ x: 16, y: 44, width: 416 }} />
      </WindowFrame>
      <rect x="16" y="284" width="448" height="42" rx="8" className="fill-ink-900" />
      <text x="30" y="302" className="fill-white text-[11px] font-bold">
        {`${scene.process} · step ${scene.current + 1} of ${scene.steps.length} running`}
      </text>
      <text x="30" y="317" className="fill-ink-100 text-[10px]">
        {`UI steps and API checks in one test · last full run passed in ${scene.duration}`}
      </text>
    </IllustrationSvg>
  );
}
