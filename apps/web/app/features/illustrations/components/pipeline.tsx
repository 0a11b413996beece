import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { type Status, StatusMark } from "../parts/status-mark";

export type PipelineProps = {
  /** The deployment stage before the suites run, e.g. "Deploy to QA" or "Sandbox". Short: it sits in a small box. */
  deployStage?: string;
};

const suites: ReadonlyArray<{ name: string; passed: number; total: number }> = [
  { name: "Smoke", passed: 24, total: 24 },
  { name: "Regression", passed: 409, total: 412 },
  { name: "API", passed: 96, total: 96 },
];

const STAGE_WIDTH = 80;

/** A CI pipeline whose test stage triggers Ignitest suites in parallel and holds the release on failures. Decorative. */
export function Pipeline({ deployStage = "Deploy to QA" }: PipelineProps) {
  const stages: ReadonlyArray<{ name: string; status: Status }> = [
    { name: "Commit", status: "passed" },
    { name: "Build", status: "passed" },
    { name: deployStage, status: "passed" },
    { name: "Test suites", status: "failed" },
    { name: "Release", status: "pending" },
  ];
  return (
    <IllustrationSvg>
      <rect width="480" height="340" rx="16" className="fill-white" />
      <text x="20" y="32" className="fill-slate-900 text-[13px] font-bold">
        Pipeline · build 4.2.118
      </text>
      <Chip x={460} y={28} label="Jenkins · Azure Pipelines" tone="grey" fontSize={10} anchor="end" />
      <line x1="60" y1="72" x2="420" y2="72" className="stroke-slate-300" strokeWidth="3" />
      {stages.map((stage, index) => {
        const cx = 60 + index * 90;
        return (
          <g key={stage.name}>
            <rect
              x={cx - STAGE_WIDTH / 2}
              y="52"
              width={STAGE_WIDTH}
              height="40"
              rx="8"
              className={index === 3 ? "fill-ink-900" : "fill-slate-50 stroke-slate-200"}
            />
            <StatusMark cx={cx} cy={66} status={stage.status} r={7} />
            <text
              x={cx}
              y="85"
              textAnchor="middle"
              className={`text-[10px] font-semibold ${index === 3 ? "fill-white" : "fill-slate-700"}`}
            >
              {stage.name}
            </text>
          </g>
        );
      })}
      <path
        d="M330 92v18H40v14M330 110h0M190 110v14M330 110v14"
        className="fill-none stroke-ink-700"
        strokeWidth="1.5"
      />
      {suites.map((suite, index) => {
        const x = 20 + index * 150;
        const failed = suite.total - suite.passed;
        return (
          <g key={suite.name}>
            <rect
              x={x}
              y="124"
              width="140"
              height="86"
              rx="8"
              className={failed ? "fill-red-50 stroke-red-600" : "fill-slate-50 stroke-slate-200"}
            />
            <text x={x + 12} y="146" className="fill-slate-900 text-[12px] font-bold">
              {suite.name}
            </text>
            <StatusMark cx={x + 124} cy={142} status={failed ? "failed" : "passed"} r={7} />
            <text x={x + 12} y="170" className="fill-slate-700 text-[11px]">
              {`${suite.passed} / ${suite.total} passed`}
            </text>
            <rect x={x + 12} y="182" width="116" height="8" rx="4" className="fill-slate-200" />
            <rect
              x={x + 12}
              y="182"
              width={(suite.passed / suite.total) * 116}
              height="8"
              rx="4"
              className="fill-emerald-600"
            />
            {failed ? (
              <text x={x + 12} y="203" className="fill-red-800 text-[10px] font-semibold">
                {`${failed} failed · ${failed} defects`}
              </text>
            ) : null}
          </g>
        );
      })}
      <rect x="20" y="226" width="440" height="98" rx="10" className="fill-ink-900" />
      <text x="36" y="252" className="fill-white text-[12px] font-bold">
        Quality gate: release held
      </text>
      <text x="36" y="272" className="fill-ink-100 text-[10.5px]">
        3 regression failures in Checkout. Defects raised in Jira with
      </text>
      <text x="36" y="288" className="fill-ink-100 text-[10.5px]">
        screenshots; results posted to the team's Slack channel.
      </text>
      <Chip x={36} y={308} label="532 tests · 9 parallel sessions · 11 min" tone="orange" fontSize={10} />
    </IllustrationSvg>
  );
}
