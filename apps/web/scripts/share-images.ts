// After `react-router build`: draws one share image per page template
// (app/site/share-images.ts) into build/client/share/<id>.png: 1200×630, the
// template's title and tagline on the brand background. resvg renders the
// SVG with DejaVu Sans from the dejavu-fonts-ttf package, never the system's
// fonts, so every machine draws the same pixels.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { site } from "@ignitest/contracts";
import { Resvg } from "@resvg/resvg-js";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareTemplate,
  shareImagePath,
  shareTemplates,
} from "../app/site/share-images";

const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fontFiles = [join(fontDir, "DejaVuSans.ttf"), join(fontDir, "DejaVuSans-Bold.ttf")];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Splits a title into lines of at most `max` characters, on spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function shareImageSvg(template: ShareTemplate): string {
  const titleLines = wrap(template.title, 18);
  const titleSize = 76;
  const titleTop = 300 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
  const title = titleLines
    .map(
      (line, index) =>
        `<tspan x="80" y="${Math.round(titleTop + index * titleSize * 1.15)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const taglineTop = Math.round(titleTop + (titleLines.length - 1) * titleSize * 1.15 + 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c2410c"/>
      <stop offset="1" stop-color="#9a3412"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="${SHARE_IMAGE_HEIGHT - 24}" width="100%" height="24" fill="#172554"/>
  <text x="80" y="110" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#ffedd5">${escapeXml(site.name)}</text>
  <text font-family="DejaVu Sans" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${title}</text>
  <text x="80" y="${taglineTop}" font-family="DejaVu Sans" font-size="36" fill="#fff7ed">${escapeXml(template.tagline)}</text>
</svg>`;
}

export function renderShareImage(template: ShareTemplate): Buffer {
  const resvg = new Resvg(shareImageSvg(template), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  return resvg.render().asPng();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("../build/client", import.meta.url).pathname;
  const started = performance.now();
  for (const template of shareTemplates) {
    const file = join(root, shareImagePath(template));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderShareImage(template));
  }
  console.info(`[share-images] ${shareTemplates.length} images in ${Math.round(performance.now() - started)} ms`);
}
