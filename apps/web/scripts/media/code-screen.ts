/**
 * The `code` screen of a lesson frame: a whole file in a dark editor that
 * fills the frame, its name on a tab, numbered lines in DejaVu Sans Mono,
 * indentation kept. The font shrinks (not below 11 px) until the longest
 * line and every line fit, so a 30-line Jenkinsfile is shown whole
 * (docs/decisions/057-lesson-media.md).
 */
import type { LessonScreen } from "@ignitest/contracts/lessons";
import { type Canvas, colours, escapeXml, textWidth } from "./svg";

type CodeScreen = Extract<LessonScreen, { kind: "code" }>;

const languageNames: Record<CodeScreen["language"], string> = {
  jenkinsfile: "Groovy (Jenkins pipeline)",
  yaml: "YAML",
  json: "JSON",
  shell: "Shell",
};

/** Font size and line pitch that fit `lines` into `width` × `height`: at most 16 px, at least 11. */
export function codeMetrics(lines: readonly string[], width: number, height: number) {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const byWidth = width / (longest * 0.602);
  const byHeight = height / lines.length / 1.3;
  const size = Math.max(11, Math.min(16, Math.floor(Math.min(byWidth, byHeight) * 2) / 2));
  return { size, pitch: Math.round(size * 1.3 * 10) / 10 };
}

export function codeScreen(canvas: Canvas, screen: CodeScreen, frame: { width: number; height: number }) {
  canvas.rect({ x: 0, y: 0, w: frame.width, h: frame.height }, "#0f172a");
  // The tab bar: the file's name on the active tab, the language at the right.
  canvas.rect({ x: 0, y: 0, w: frame.width, h: 40 }, "#1e293b");
  const tab = { x: 16, y: 6, w: Math.max(120, Math.round(textWidth(screen.file, 14, "bold") + 32)), h: 34 };
  canvas.rect(tab, "#0f172a", { radius: 6 });
  canvas.rect({ x: tab.x, y: tab.y, w: tab.w, h: 3 }, colours.orange);
  canvas.text(tab.x + 16, 29, screen.file, { size: 14, weight: "bold", fill: "#f8fafc" });
  canvas.mark(screen.file, tab);
  canvas.text(frame.width - 20, 27, languageNames[screen.language], { size: 12, fill: "#94a3b8", anchor: "end" });
  const gutter = 48;
  const top = 56;
  const { size, pitch } = codeMetrics(screen.lines, frame.width - gutter - 36, frame.height - top - 12);
  screen.lines.forEach((line, i) => {
    const y = Math.round((top + size + i * pitch) * 10) / 10;
    canvas.text(gutter - 12, y, String(i + 1), { size: size - 1, weight: "mono", fill: "#475569", anchor: "end" });
    // xml:space keeps the indentation that SVG text would otherwise collapse.
    canvas.raw(
      `<text x="${gutter + 8}" y="${y}" font-family="DejaVu Sans Mono" font-size="${size}" xml:space="preserve" fill="#e2e8f0">${escapeXml(line)}</text>`,
    );
  });
}
