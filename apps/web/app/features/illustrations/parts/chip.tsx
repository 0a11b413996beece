import { textWidth } from "./text-width";

type Tone = "blue" | "orange" | "grey" | "green" | "red";

const tones: Record<Tone, { box: string; text: string }> = {
  blue: { box: "fill-ink-100", text: "fill-ink-900" },
  orange: { box: "fill-brand-100", text: "fill-brand-800" },
  grey: { box: "fill-slate-100", text: "fill-slate-700" },
  green: { box: "fill-emerald-100", text: "fill-emerald-900" },
  red: { box: "fill-red-100", text: "fill-red-900" },
};

type ChipProps = { x: number; y: number; label: string; tone?: Tone; fontSize?: number; anchor?: "start" | "end" };

/** A rounded label: element names, badges, filters. `y` is the chip's vertical center. */
export function Chip({ x, y, label, tone = "blue", fontSize = 11, anchor = "start" }: ChipProps) {
  const width = textWidth(label, fontSize) + 14;
  const height = fontSize + 9;
  const left = anchor === "end" ? x - width : x;
  return (
    <g>
      <rect x={left} y={y - height / 2} width={width} height={height} rx={height / 2} className={tones[tone].box} />
      <text
        x={left + width / 2}
        y={y + fontSize * 0.36}
        textAnchor="middle"
        className={`${tones[tone].text} font-semibold`}
        style={{ fontSize }}
      >
        {label}
      </text>
    </g>
  );
}

export function chipWidth(label: string, fontSize = 11): number {
  return textWidth(label, fontSize) + 14;
}
