import type { EnterpriseScreen as Screen } from "./enterprise-flow-variants";
import { Button, Fields } from "./enterprise-screen-parts";

type Area = { x: number; y: number; width: number };

/** The application screen inside the enterprise-flow window, in the layout that application is known for. */
export function EnterpriseScreen({ screen, area }: { screen: Screen; area: Area }) {
  const { x, y, width } = area;
  switch (screen.kind) {
    case "tiles": {
      const tileWidth = (width - 24) / 3;
      return (
        <g>
          {screen.tiles.map(([tile, count], index) => {
            const tx = x + (index % 3) * (tileWidth + 12);
            const ty = y + Math.floor(index / 3) * 70;
            const active = index === screen.active;
            return (
              <g key={tile}>
                <rect
                  x={tx}
                  y={ty}
                  width={tileWidth}
                  height="60"
                  rx="8"
                  className={active ? "fill-brand-50 stroke-brand-600" : "fill-slate-50 stroke-slate-200"}
                  strokeWidth={active ? 2 : 1}
                />
                <text x={tx + 10} y={ty + 20} className="fill-slate-900 text-[10px] font-semibold">
                  {tile}
                </text>
                <rect x={tx + 10} y={ty + 36} width="14" height="14" rx="3" className="fill-ink-600" />
                <text
                  x={tx + tileWidth - 10}
                  y={ty + 49}
                  textAnchor="end"
                  className="fill-slate-700 text-[14px] font-bold"
                >
                  {count}
                </text>
              </g>
            );
          })}
        </g>
      );
    }
    case "record": {
      const stages = screen.stages ?? [];
      const stageWidth = width / Math.max(stages.length, 1);
      const fieldsY = stages.length ? y + 62 : y + 36;
      return (
        <g>
          <text x={x} y={y + 12} className="fill-slate-900 text-[13px] font-bold">
            {screen.heading}
          </text>
          {stages.map((stage, index) => {
            const sx = x + index * stageWidth;
            const state = index < (screen.stage ?? 0) ? "done" : index === screen.stage ? "current" : "next";
            const fill = { done: "fill-ink-700", current: "fill-brand-700", next: "fill-slate-200" }[state];
            return (
              <g key={stage}>
                <path
                  d={`M${sx} ${y + 24}h${stageWidth - 8}l8 11-8 11H${sx}l${index === 0 ? 0 : 8}-11z`}
                  className={fill}
                />
                <text
                  x={sx + stageWidth / 2}
                  y={y + 39}
                  textAnchor="middle"
                  className={`text-[10px] font-semibold ${state === "next" ? "fill-slate-700" : "fill-white"}`}
                >
                  {stage}
                </text>
              </g>
            );
          })}
          <Fields x={x} y={fieldsY} fields={screen.fields} columns={2} spacing={width / 2} />
          <Button right={x + width} y={fieldsY + 76} label={screen.action} />
        </g>
      );
    }
    case "grid": {
      const columnWidth = width / screen.columns.length;
      return (
        <g>
          <text x={x} y={y + 4} className="fill-ink-700 text-[10px]">
            {screen.trail}
          </text>
          <text x={x} y={y + 24} className="fill-slate-900 text-[13px] font-bold">
            {screen.heading}
          </text>
          <Fields x={x} y={y + 44} fields={screen.fields} columns={3} spacing={width / 3} />
          <rect x={x} y={y + 74} width={width} height="18" className="fill-slate-200" />
          {screen.columns.map((column, index) => (
            <text
              key={column}
              x={x + 8 + index * columnWidth}
              y={y + 87}
              className="fill-slate-700 text-[10px] font-bold"
            >
              {column}
            </text>
          ))}
          {screen.rows.map((row, rowIndex) => (
            <g key={row.join("|")}>
              <rect
                x={x}
                y={y + 92 + rowIndex * 20}
                width={width}
                height="20"
                className="fill-white stroke-slate-200"
              />
              {row.map((cell, index) => {
                const cellX = x + 8 + index * columnWidth;
                return (
                  <text key={cellX} x={cellX} y={y + 106 + rowIndex * 20} className="fill-slate-900 text-[10px]">
                    {cell}
                  </text>
                );
              })}
            </g>
          ))}
        </g>
      );
    }
    case "inbox":
      return (
        <g>
          {screen.tasks.map((task, index) => (
            <g key={task}>
              <rect
                x={x}
                y={y + index * 40}
                width="128"
                height="34"
                rx="6"
                className={index === 0 ? "fill-brand-50 stroke-brand-600" : "fill-slate-50 stroke-slate-200"}
              />
              <text x={x + 10} y={y + 21 + index * 40} className="fill-slate-900 text-[10px] font-semibold">
                {task}
              </text>
            </g>
          ))}
          <text x={x + 146} y={y + 14} className="fill-slate-900 text-[13px] font-bold">
            {screen.heading}
          </text>
          <Fields x={x + 146} y={y + 38} fields={screen.fields} columns={2} spacing={(width - 146) / 2} />
          <Button right={x + width} y={y + 104} label={screen.action} />
        </g>
      );
  }
}
