/**
 * Small SVG drawing helpers for the lesson frames: text that never runs out
 * of its box (DejaVu Sans widths estimated, then cut with an ellipsis), and a
 * canvas that remembers where each visible label was drawn, so the frame of a
 * sentence with a `focus` can ring that label.
 */

export type Box = { x: number; y: number; w: number; h: number };

export const colours = {
  navy: "#172554",
  navyText: "#dbeafe",
  orange: "#ea580c",
  button: "#c2410c",
  ink: "#0f172a",
  muted: "#475569",
  faint: "#94a3b8",
  line: "#cbd5e1",
  panel: "#f8fafc",
  rail: "#eff6ff",
  railActive: "#dbeafe",
  railText: "#1e40af",
  passed: "#059669",
  failed: "#dc2626",
  skipped: "#64748b",
  running: "#2563eb",
} as const;

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Average advance of DejaVu Sans (regular 0.58 em, bold 0.64 em, mono 0.602 em): enough to keep text inside its box. */
export function textWidth(text: string, size: number, weight: "normal" | "bold" | "mono" = "normal"): number {
  const em = weight === "bold" ? 0.64 : weight === "mono" ? 0.602 : 0.58;
  return text.length * size * em;
}

/** `text` cut to fit `width` with an ellipsis. */
export function fit(text: string, width: number, size: number, weight: "normal" | "bold" | "mono" = "normal"): string {
  if (textWidth(text, size, weight) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Words of `text` wrapped into lines of at most `width`, at most `max` lines. */
export function wrap(text: string, width: number, size: number, max: number, weight: "normal" | "bold" = "normal") {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = fit(`${kept[max - 1]} ${lines.slice(max).join(" ")}`, width, size, weight);
    return kept;
  }
  return lines;
}

type TextOptions = {
  size?: number;
  weight?: "normal" | "bold" | "mono";
  fill?: string;
  anchor?: "start" | "middle" | "end";
  width?: number;
};

/** Collects SVG markup and the boxes of labels a sentence may focus on. */
export class Canvas {
  private readonly parts: string[] = [];
  readonly labels = new Map<string, Box>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  raw(markup: string) {
    this.parts.push(markup);
  }

  rect(box: Box, fill: string, options: { stroke?: string; radius?: number; strokeWidth?: number } = {}) {
    const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="${options.strokeWidth ?? 1}"` : "";
    this.parts.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${options.radius ?? 0}" fill="${fill}"${stroke}/>`,
    );
  }

  text(x: number, y: number, content: string, options: TextOptions = {}) {
    const size = options.size ?? 15;
    const weight = options.weight ?? "normal";
    const shown = options.width ? fit(content, options.width, size, weight) : content;
    const family = weight === "mono" ? "DejaVu Sans Mono" : "DejaVu Sans";
    const bold = weight === "bold" ? ` font-weight="bold"` : "";
    const anchor = options.anchor && options.anchor !== "start" ? ` text-anchor="${options.anchor}"` : "";
    this.parts.push(
      `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}"${bold}${anchor} fill="${options.fill ?? colours.ink}">${escapeXml(shown)}</text>`,
    );
  }

  /** Remembers where a visible label sits; the first place drawn wins. */
  mark(label: string, box: Box) {
    if (!this.labels.has(label)) this.labels.set(label, box);
  }

  /** A button: filled (primary) or outlined, its label centred. Returns its width. */
  button(x: number, y: number, label: string, primary: boolean): number {
    const w = Math.max(84, Math.round(textWidth(label, 14, "bold") + 32));
    const box = { x, y, w, h: 34 };
    this.rect(box, primary ? colours.button : "#ffffff", { radius: 6, stroke: primary ? undefined : colours.line });
    this.text(x + w / 2, y + 22, label, {
      size: 14,
      weight: "bold",
      fill: primary ? "#ffffff" : colours.ink,
      anchor: "middle",
    });
    this.mark(label, box);
    return w;
  }

  /** The orange ring around a focused label, drawn last so nothing covers it; returns the box it covers, stroke included. */
  ring(label: string | undefined): Box | undefined {
    const box = label ? this.labels.get(label) : undefined;
    if (!box) return undefined;
    const stroke = 3;
    this.rect({ x: box.x - 5, y: box.y - 5, w: box.w + 10, h: box.h + 10 }, "none", {
      stroke: colours.orange,
      strokeWidth: stroke,
      radius: 8,
    });
    return { x: box.x - 5 - stroke / 2, y: box.y - 5 - stroke / 2, w: box.w + 10 + stroke, h: box.h + 10 + stroke };
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${this.parts.join("")}</svg>`;
  }
}
