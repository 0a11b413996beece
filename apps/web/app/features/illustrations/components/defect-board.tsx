import { Chip } from "../parts/chip";
import { IllustrationSvg } from "../parts/illustration-svg";
import { WindowFrame } from "../parts/window-frame";

type Priority = "High" | "Med" | "Low";
type Defect = { id: string; title: [string, string]; priority: Priority; note: string };

const columns: ReadonlyArray<{ name: string; defects: Defect[] }> = [
  {
    name: "New",
    defects: [
      { id: "DEF-418", title: ["Coupon ignored", "at checkout"], priority: "High", note: "Run #248 · step 7" },
      { id: "DEF-417", title: ["Date picker is", "off by one day"], priority: "Med", note: "Run #248 · step 3" },
    ],
  },
  {
    name: "In progress",
    defects: [{ id: "DEF-409", title: ["Invoice PDF", "missing VAT line"], priority: "High", note: "Tom W." }],
  },
  {
    name: "Fixed",
    defects: [{ id: "DEF-401", title: ["Typo in order", "confirmation"], priority: "Low", note: "Retest: run #249" }],
  },
  {
    name: "Closed",
    defects: [{ id: "DEF-395", title: ["Session ends", "after 2 minutes"], priority: "Med", note: "Verified" }],
  },
];

const priorityTone = { High: "red", Med: "orange", Low: "grey" } as const;

/** A defect board: defects raised from failed steps move from New to Closed, synced with the team's tracker. Decorative. */
export function DefectBoard() {
  return (
    <IllustrationSvg>
      <WindowFrame width={480} height={340} title="Defects · Release 4.2">
        <Chip x={16} y={52} label="Synced with Jira" tone="blue" fontSize={10} />
        <Chip x={464} y={52} label="4 open · 1 closed" tone="grey" fontSize={10} anchor="end" />
        {columns.map((column, columnIndex) => {
          const x = 16 + columnIndex * 114;
          return (
            <g key={column.name}>
              <rect x={x} y="70" width="106" height="200" rx="8" className="fill-slate-100" />
              <text x={x + 10} y="90" className="fill-slate-700 text-[11px] font-bold">
                {column.name}
              </text>
              <text x={x + 96} y="90" textAnchor="end" className="fill-slate-500 text-[11px] font-semibold">
                {column.defects.length}
              </text>
              {column.defects.map((defect, row) => {
                const y = 100 + row * 84;
                return (
                  <g key={defect.id}>
                    <rect x={x + 6} y={y} width="94" height="76" rx="6" className="fill-white stroke-slate-200" />
                    <text x={x + 13} y={y + 16} className="fill-ink-800 text-[10px] font-bold">
                      {defect.id}
                    </text>
                    <Chip
                      x={x + 94}
                      y={y + 12}
                      label={defect.priority}
                      tone={priorityTone[defect.priority]}
                      fontSize={10}
                      anchor="end"
                    />
                    {defect.title.map((line, lineIndex) => (
                      <text key={line} x={x + 13} y={y + 34 + lineIndex * 13} className="fill-slate-900 text-[10px]">
                        {line}
                      </text>
                    ))}
                    <text x={x + 13} y={y + 67} className="fill-slate-500 text-[10px]">
                      {defect.note}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        <rect x="16" y="282" width="448" height="44" rx="8" className="fill-ink-900" />
        <text x="30" y="301" className="fill-white text-[11px] font-semibold">
          Raised from a failed step
        </text>
        <text x="30" y="317" className="fill-ink-100 text-[10px]">
          Screenshot, step log and environment attached
        </text>
        <rect x="356" y="292" width="96" height="24" rx="6" className="fill-brand-700" />
        <text x="404" y="308" textAnchor="middle" className="fill-white text-[10px] font-semibold">
          Open in Jira
        </text>
      </WindowFrame>
    </IllustrationSvg>
  );
}
