import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { elementsOf, type HastRoot } from "./hast";

/**
 * A rehype step for docs pages: every image must exist under apps/web/public
 * and carry alt text (the build fails naming the file otherwise), and SVG
 * screenshots get their width and height from the drawing's viewBox, so the
 * page does not shift while they load.
 */
export function rehypeDocImages({ publicDir, file }: { publicDir: string; file: string }) {
  return () => (tree: HastRoot) => {
    for (const element of elementsOf(tree)) {
      if (element.tagName !== "img") continue;
      const src = String(element.properties.src ?? "");
      const alt = String(element.properties.alt ?? "").trim();
      if (alt.length < 10) throw new Error(`${file}: the image ${src} needs alt text that says what it shows`);
      if (!src.startsWith("/")) throw new Error(`${file}: the image ${src} must be a file under apps/web/public`);
      const path = join(publicDir, src);
      if (!existsSync(path)) throw new Error(`${file}: the image ${src} does not exist (apps/web/public${src})`);
      const size = src.endsWith(".svg") ? svgSize(readFileSync(path, "utf8")) : null;
      if (size) Object.assign(element.properties, size);
      Object.assign(element.properties, { loading: "lazy", decoding: "async" });
    }
  };
}

/** Width and height from an SVG's viewBox ("0 0 720 400"), or null when it has none. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!viewBox?.[1] || !viewBox[2]) return null;
  return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
}
