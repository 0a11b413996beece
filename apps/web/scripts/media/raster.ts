/**
 * SVG → PNG with resvg, from the DejaVu fonts of the dejavu-fonts-ttf
 * package and never the system's, so a frame is the same bytes on every
 * machine (the same way as scripts/share-images.ts).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";

const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"].map((name) => join(fontDir, name));

export function rasterise(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}
