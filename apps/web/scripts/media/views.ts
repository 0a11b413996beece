/**
 * The work area of a lesson frame: a form, table, list of steps, tree,
 * result or terminal, drawn into a box like the docs' SVG illustrations.
 */
import type { LessonView } from "@ignitest/contracts/lessons";
import { type Box, type Canvas, colours, textWidth } from "./svg";

const statusColour = {
  passed: colours.passed,
  failed: colours.failed,
  skipped: colours.skipped,
  running: colours.running,
  none: colours.line,
} as const;

const statusMark = { passed: "✓", failed: "✗", skipped: "–", running: "…", none: "" } as const;

function buttons(canvas: Canvas, labels: readonly string[], right: number, y: number) {
  // Right-aligned, the first (the main action) filled and rightmost, as in the app.
  let x = right;
  labels.forEach((label, index) => {
    const w = Math.max(84, Math.round(textWidth(label, 14, "bold") + 32));
    x -= w;
    canvas.button(x, y, label, index === 0);
    x -= 12;
  });
}

function title(canvas: Canvas, box: Box, text: string) {
  canvas.text(box.x, box.y + 24, text, { size: 22, weight: "bold", width: box.w });
  canvas.mark(text, { x: box.x, y: box.y, w: Math.min(box.w, textWidth(text, 22, "bold")), h: 32 });
}

function form(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "form" }>) {
  title(canvas, box, view.title);
  const rowHeight = Math.min(62, (box.h - 100) / view.fields.length);
  view.fields.forEach((field, i) => {
    const y = box.y + 52 + i * rowHeight;
    canvas.text(box.x, y + 14, field.label, { size: 13, weight: "bold", fill: colours.muted, width: box.w });
    const input = { x: box.x, y: y + 20, w: Math.min(box.w, 520), h: 32 };
    // A focused field is ringed with its label and its input together.
    canvas.mark(field.label, { x: box.x, y, w: input.w, h: 52 });
    if (field.kind === "checkbox" || field.kind === "toggle") {
      const on = field.value !== "" && !/^(off|no|false|unchecked)$/i.test(field.value);
      if (field.kind === "toggle") {
        canvas.rect({ x: box.x, y: y + 24, w: 44, h: 24 }, on ? colours.passed : colours.line, { radius: 12 });
        canvas.rect({ x: on ? box.x + 23 : box.x + 3, y: y + 27, w: 18, h: 18 }, "#ffffff", { radius: 9 });
      } else {
        canvas.rect({ x: box.x, y: y + 26, w: 20, h: 20 }, on ? colours.button : "#ffffff", {
          radius: 4,
          stroke: colours.line,
        });
        if (on) canvas.text(box.x + 10, y + 42, "✓", { size: 15, weight: "bold", fill: "#ffffff", anchor: "middle" });
      }
      if (field.value && !/^(on|off|yes|no|true|false|checked|unchecked)$/i.test(field.value))
        canvas.text(box.x + 56, y + 42, field.value, { size: 14, width: box.w - 56 });
      return;
    }
    canvas.rect(input, "#ffffff", { radius: 5, stroke: colours.line });
    const shown = field.kind === "password" && field.value ? "•".repeat(Math.min(12, field.value.length)) : field.value;
    canvas.text(input.x + 10, input.y + 21, field.kind === "file" && !shown ? "Choose file…" : shown, {
      size: 14,
      width: input.w - 40,
      fill: field.kind === "file" && !shown ? colours.faint : colours.ink,
    });
    if (field.kind === "select")
      canvas.raw(
        `<path d="M${input.x + input.w - 22} ${input.y + 13}l6 6 6-6" fill="none" stroke="${colours.muted}" stroke-width="1.6"/>`,
      );
  });
  buttons(canvas, view.buttons, box.x + Math.min(box.w, 520), box.y + box.h - 40);
}

function table(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "table" }>) {
  title(canvas, box, view.title);
  buttons(canvas, view.buttons, box.x + box.w, box.y);
  const top = box.y + 56;
  const colWidth = box.w / view.columns.length;
  canvas.rect({ x: box.x, y: top, w: box.w, h: 36 }, "#f1f5f9", { radius: 4 });
  view.columns.forEach((column, c) => {
    const x = box.x + 12 + c * colWidth;
    canvas.text(x, top + 23, column, { size: 13, weight: "bold", fill: colours.muted, width: colWidth - 18 });
    canvas.mark(column, { x: x - 6, y: top + 4, w: Math.min(colWidth - 8, textWidth(column, 13, "bold") + 12), h: 28 });
  });
  view.rows.forEach((row, r) => {
    const y = top + 36 + r * 44;
    canvas.rect({ x: box.x, y: y + 43, w: box.w, h: 1 }, "#e2e8f0");
    row.forEach((cell, c) => {
      const x = box.x + 12 + c * colWidth;
      canvas.text(x, y + 28, cell, { size: 14, weight: c === 0 ? "bold" : "normal", width: colWidth - 18 });
    });
    if (row[0]) canvas.mark(row[0], { x: box.x + 2, y: y + 4, w: box.w - 4, h: 36 });
  });
}

function steps(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "steps" }>) {
  title(canvas, box, view.title);
  buttons(canvas, view.buttons, box.x + box.w, box.y);
  const rowHeight = Math.min(50, (box.h - 60) / view.steps.length);
  view.steps.forEach((step, i) => {
    const y = box.y + 56 + i * rowHeight;
    const row = { x: box.x, y, w: box.w, h: rowHeight - 8 };
    canvas.rect(row, "#ffffff", { radius: 6, stroke: "#e2e8f0" });
    canvas.text(box.x + 16, y + rowHeight / 2 + 1, String(i + 1), { size: 13, weight: "bold", fill: colours.faint });
    const inputWidth = step.input ? Math.min(260, textWidth(step.input, 13, "mono") + 20) : 0;
    canvas.text(box.x + 44, y + rowHeight / 2 + 1, step.nlp, { size: 14, width: box.w - 100 - inputWidth });
    if (step.input) {
      const x = box.x + box.w - 56 - inputWidth;
      canvas.rect({ x, y: y + rowHeight / 2 - 17, w: inputWidth, h: 24 }, "#eff6ff", { radius: 4 });
      canvas.text(x + 10, y + rowHeight / 2 + 1, step.input, {
        size: 13,
        weight: "mono",
        fill: colours.railText,
        width: inputWidth - 14,
      });
    }
    if (step.status !== "none") {
      canvas.rect({ x: box.x + box.w - 40, y: y + rowHeight / 2 - 17, w: 24, h: 24 }, statusColour[step.status], {
        radius: 12,
      });
      canvas.text(box.x + box.w - 28, y + rowHeight / 2 + 1, statusMark[step.status], {
        size: 14,
        weight: "bold",
        fill: "#ffffff",
        anchor: "middle",
      });
    }
    canvas.mark(step.nlp, row);
  });
}

function tree(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "tree" }>) {
  title(canvas, box, view.title);
  buttons(canvas, view.buttons, box.x + box.w, box.y);
  view.items.forEach((item, i) => {
    const y = box.y + 58 + i * 40;
    const x = box.x + 8 + item.depth * 28;
    canvas.raw(
      `<path d="M${x} ${y + 8}h8l3 3h9v13h-20z" fill="${item.depth === 0 ? "#fdba74" : "#bfdbfe"}" stroke="${colours.muted}" stroke-width="0.8"/>`,
    );
    canvas.text(x + 30, y + 22, item.label, {
      size: 15,
      weight: item.depth === 0 ? "bold" : "normal",
      width: box.w - x + box.x - 40,
    });
    canvas.mark(item.label, {
      x: x + 24,
      y: y + 2,
      w: Math.min(box.w - (x - box.x) - 30, textWidth(item.label, 15) + 14),
      h: 28,
    });
  });
}

function result(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "result" }>) {
  const tone = view.status === "passed" ? colours.passed : view.status === "failed" ? colours.failed : colours.running;
  const tint = view.status === "passed" ? "#ecfdf5" : view.status === "failed" ? "#fef2f2" : "#eff6ff";
  const banner = { x: box.x, y: box.y, w: box.w, h: 76 };
  canvas.rect(banner, tint, { radius: 10, stroke: tone, strokeWidth: 2 });
  canvas.text(box.x + 40, box.y + 50, view.status === "passed" ? "✓" : view.status === "failed" ? "✗" : "i", {
    size: 34,
    weight: "bold",
    fill: tone,
    anchor: "middle",
  });
  canvas.text(box.x + 76, box.y + 46, view.title, { size: 22, weight: "bold", fill: colours.ink, width: box.w - 96 });
  canvas.mark(view.title, banner);
  const cardWidth = view.metrics.length ? (box.w - (view.metrics.length - 1) * 16) / view.metrics.length : 0;
  view.metrics.forEach((metric, i) => {
    const card = { x: box.x + i * (cardWidth + 16), y: box.y + 100, w: cardWidth, h: 92 };
    canvas.rect(card, "#ffffff", { radius: 8, stroke: colours.line });
    canvas.text(card.x + 16, card.y + 30, metric.label, {
      size: 13,
      weight: "bold",
      fill: colours.muted,
      width: cardWidth - 24,
    });
    canvas.text(card.x + 16, card.y + 68, metric.value, { size: 24, weight: "bold", width: cardWidth - 24 });
    canvas.mark(metric.label, card);
  });
  const linesTop = box.y + (view.metrics.length ? 230 : 112);
  view.lines.forEach((line, i) => {
    canvas.text(box.x + 4, linesTop + i * 30, `•  ${line}`, { size: 15, fill: colours.muted, width: box.w - 8 });
  });
}

function terminal(canvas: Canvas, box: Box, view: Extract<LessonView, { kind: "terminal" }>) {
  title(canvas, box, view.title);
  const panel = { x: box.x, y: box.y + 48, w: box.w, h: Math.min(box.h - 48, 40 + view.lines.length * 30) };
  canvas.rect(panel, "#0f172a", { radius: 8 });
  view.lines.forEach((line, i) => {
    const prompt = line.startsWith("$ ");
    canvas.text(panel.x + 18, panel.y + 34 + i * 30, line, {
      size: 14,
      weight: "mono",
      fill: prompt ? "#fdba74" : "#e2e8f0",
      width: panel.w - 36,
    });
  });
}

/** Draws `view` inside `box`. */
export function drawView(canvas: Canvas, box: Box, view: LessonView) {
  switch (view.kind) {
    case "form":
      return form(canvas, box, view);
    case "table":
      return table(canvas, box, view);
    case "steps":
      return steps(canvas, box, view);
    case "tree":
      return tree(canvas, box, view);
    case "result":
      return result(canvas, box, view);
    case "terminal":
      return terminal(canvas, box, view);
  }
}
