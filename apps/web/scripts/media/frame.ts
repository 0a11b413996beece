/**
 * One frame of a lesson video as SVG, 960×540: a title card, the Ignitest
 * app (top bar, the Admin and Project menus with the active item, the work
 * area), a browser page, a phone, a whole file of code, or a summary card; the label a sentence
 * focuses on is ringed in orange. The lessons' recorder draws these cards for
 * what is not the product's own screen (record/card-scene.ts), at 1280×720.
 */
import { adminMenuItems, type LessonScreen, projectMenuItems } from "@ignitest/contracts/lessons";
import { codeScreen } from "./code-screen";
import { type Box, Canvas, colours, wrap } from "./svg";
import { drawView } from "./views";

export const FRAME_WIDTH = 960;
export const FRAME_HEIGHT = 540;
const PROJECT = "Northwind Web Regression";

function titleCard(canvas: Canvas, screen: Extract<LessonScreen, { kind: "title" }>) {
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: FRAME_HEIGHT }, colours.navy);
  canvas.rect({ x: 72, y: 170, w: 8, h: 200 }, colours.orange);
  canvas.text(104, 196, "IGNITEST ACADEMY", { size: 18, weight: "bold", fill: "#fdba74" });
  const heading = wrap(screen.heading, 780, 46, 2, "bold");
  heading.forEach((line, i) => {
    canvas.text(104, 256 + i * 56, line, { size: 46, weight: "bold", fill: "#ffffff" });
  });
  wrap(screen.subheading, 760, 21, 2).forEach((line, i) => {
    canvas.text(104, 256 + heading.length * 56 + 8 + i * 30, line, { size: 21, fill: colours.navyText });
  });
}

function summaryCard(canvas: Canvas, screen: Extract<LessonScreen, { kind: "summary" }>) {
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: FRAME_HEIGHT }, colours.panel);
  canvas.rect({ x: 80, y: 70, w: 800, h: 400 }, "#ffffff", { radius: 14, stroke: colours.line });
  canvas.rect({ x: 80, y: 70, w: 8, h: 400 }, colours.orange);
  canvas.text(124, 138, screen.heading, { size: 32, weight: "bold", width: 720 });
  screen.points.forEach((point, i) => {
    const y = 200 + i * 66;
    canvas.rect({ x: 124, y: y - 22, w: 30, h: 30 }, "#ecfdf5", { radius: 15, stroke: colours.passed });
    canvas.text(139, y - 1, "✓", { size: 17, weight: "bold", fill: colours.passed, anchor: "middle" });
    const lines = wrap(point, 660, 19, 2);
    lines.forEach((line, j) => {
      canvas.text(172, y + j * 26, line, { size: 19, fill: colours.ink });
    });
  });
}

function appScreen(canvas: Canvas, screen: Extract<LessonScreen, { kind: "app" }>) {
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: FRAME_HEIGHT }, colours.panel);
  // Top bar: brand on the left, the open project on the right.
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: 48 }, colours.navy);
  canvas.rect({ x: 20, y: 15, w: 18, h: 18 }, colours.orange, { radius: 3 });
  canvas.text(48, 31, "Ignitest", { size: 19, weight: "bold", fill: "#ffffff" });
  canvas.text(FRAME_WIDTH - 20, 30, PROJECT, { size: 14, fill: colours.navyText, anchor: "end" });
  // Left rail: the Admin menu above the Project menu (content/docs/project-menu/overview.md).
  canvas.rect({ x: 0, y: 48, w: 210, h: FRAME_HEIGHT - 48 }, colours.rail);
  let y = 64;
  const section = (heading: string, items: readonly string[]) => {
    canvas.text(18, y + 14, heading, { size: 11, weight: "bold", fill: colours.faint });
    y += 24;
    for (const item of items) {
      const box = { x: 0, y, w: 210, h: 32 };
      const active = item === screen.menu;
      if (active) {
        canvas.rect(box, colours.railActive);
        canvas.rect({ x: 0, y, w: 4, h: 32 }, colours.orange);
      }
      canvas.text(20, y + 21, item, {
        size: 14,
        weight: active ? "bold" : "normal",
        fill: active ? colours.railText : "#334155",
      });
      canvas.mark(item, { x: 6, y: y + 2, w: 198, h: 28 });
      y += 34;
    }
    y += 8;
  };
  section("ADMIN", adminMenuItems);
  section("PROJECT", projectMenuItems);
  // Work area: a white card, with the item's tab strip when it has tabs.
  const card = { x: 230, y: 64, w: 710, h: 460 };
  canvas.rect(card, "#ffffff", { radius: 10, stroke: "#e2e8f0" });
  let top = card.y + 24;
  if (screen.tab) {
    canvas.text(card.x + 24, card.y + 30, screen.tab, { size: 15, weight: "bold", fill: colours.railText });
    const width = Math.min(300, screen.tab.length * 9.6 + 8);
    canvas.rect({ x: card.x + 24, y: card.y + 40, w: width, h: 3 }, colours.orange);
    canvas.rect({ x: card.x, y: card.y + 43, w: card.w, h: 1 }, "#e2e8f0");
    canvas.mark(screen.tab, { x: card.x + 18, y: card.y + 10, w: width + 12, h: 32 });
    top = card.y + 60;
  }
  drawView(canvas, { x: card.x + 24, y: top, w: card.w - 48, h: card.y + card.h - top - 20 }, screen.view);
}

function browserScreen(canvas: Canvas, screen: Extract<LessonScreen, { kind: "browser" }>) {
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: FRAME_HEIGHT }, "#e2e8f0");
  const window = { x: 30, y: 24, w: 900, h: 492 };
  canvas.rect(window, "#ffffff", { radius: 10, stroke: colours.line });
  canvas.rect({ x: window.x, y: window.y, w: window.w, h: 46 }, "#f1f5f9", { radius: 10 });
  ["#f87171", "#fbbf24", "#34d399"].forEach((dot, i) => {
    canvas.raw(`<circle cx="${window.x + 22 + i * 18}" cy="${window.y + 23}" r="6" fill="${dot}"/>`);
  });
  canvas.rect({ x: window.x + 90, y: window.y + 9, w: 700, h: 28 }, "#ffffff", { radius: 14, stroke: colours.line });
  canvas.text(window.x + 108, window.y + 28, screen.url, { size: 14, fill: colours.muted, width: 670 });
  drawView(canvas, { x: window.x + 40, y: window.y + 72, w: window.w - 80, h: window.h - 92 }, screen.view);
}

function deviceScreen(canvas: Canvas, screen: Extract<LessonScreen, { kind: "device" }>) {
  canvas.rect({ x: 0, y: 0, w: FRAME_WIDTH, h: FRAME_HEIGHT }, "#e2e8f0");
  // A phone on its side would be unreadable: an upright phone, wide enough for the view's text.
  const phone = { x: 250, y: 14, w: 460, h: 512 };
  canvas.rect(phone, "#1e293b", { radius: 34 });
  const glass = { x: phone.x + 14, y: phone.y + 14, w: phone.w - 28, h: phone.h - 28 };
  canvas.rect(glass, "#ffffff", { radius: 24 });
  canvas.rect({ x: glass.x, y: glass.y, w: glass.w, h: 52 }, screen.platform === "android" ? "#166534" : "#1d4ed8", {
    radius: 24,
  });
  canvas.rect(
    { x: glass.x, y: glass.y + 28, w: glass.w, h: 24 },
    screen.platform === "android" ? "#166534" : "#1d4ed8",
  );
  canvas.text(glass.x + 24, glass.y + 36, screen.app, {
    size: 17,
    weight: "bold",
    fill: "#ffffff",
    width: glass.w - 110,
  });
  canvas.text(glass.x + glass.w - 20, glass.y + 35, screen.platform === "android" ? "Android" : "iOS", {
    size: 12,
    fill: "#e0f2fe",
    anchor: "end",
  });
  canvas.mark(screen.app, { x: glass.x + 14, y: glass.y + 10, w: glass.w - 100, h: 36 });
  drawView(canvas, { x: glass.x + 20, y: glass.y + 70, w: glass.w - 40, h: glass.h - 86 }, screen.view);
}

/** The SVG of `screen`, with `focus` (a visible label) ringed. */
/** The frame of `screen` with `focus` ringed: its SVG, and the box the ring covers (none when nothing is ringed). */
export function drawFrame(screen: LessonScreen, focus?: string): { svg: string; ring: Box | undefined } {
  const canvas = new Canvas(FRAME_WIDTH, FRAME_HEIGHT);
  if (screen.kind === "title") titleCard(canvas, screen);
  else if (screen.kind === "summary") summaryCard(canvas, screen);
  else if (screen.kind === "app") appScreen(canvas, screen);
  else if (screen.kind === "browser") browserScreen(canvas, screen);
  else if (screen.kind === "code") codeScreen(canvas, screen, { width: FRAME_WIDTH, height: FRAME_HEIGHT });
  else deviceScreen(canvas, screen);
  const ring = canvas.ring(focus);
  return { svg: canvas.toString(), ring };
}
