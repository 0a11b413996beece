/** Small pieces of the enterprise application screens: labeled field values and the primary action. */
type Field = readonly [string, string];

type FieldsProps = { x: number; y: number; fields: readonly Field[]; columns: number; spacing: number };

export function Fields({ x, y, fields, columns, spacing }: FieldsProps) {
  return (
    <g>
      {fields.map(([label, value], index) => {
        const fx = x + (index % columns) * spacing;
        const fy = y + Math.floor(index / columns) * 34;
        return (
          <g key={label}>
            <text x={fx} y={fy} className="fill-slate-500 text-[10px] font-semibold">
              {label}
            </text>
            <text x={fx} y={fy + 15} className="fill-slate-900 text-[11px]">
              {value}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export function Button({ right, y, label }: { right: number; y: number; label: string }) {
  const width = label.length * 6.4 + 20;
  return (
    <g>
      <rect x={right - width} y={y} width={width} height="22" rx="5" className="fill-brand-700" />
      <text x={right - width / 2} y={y + 15} textAnchor="middle" className="fill-white text-[10px] font-semibold">
        {label}
      </text>
    </g>
  );
}
