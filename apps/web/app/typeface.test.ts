import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import arial from "@capsizecss/metrics/arial";
import roboto from "@capsizecss/metrics/roboto";
import { fromFile } from "@capsizecss/unpack/fs";
import { describe, expect, it } from "vitest";

/** The typeface and its fallbacks (docs/design-system.md#typeface, docs/decisions/103-typeface.md). */
const css = readFileSync(new URL("./typeface.css", import.meta.url), "utf8");
const devCss = readFileSync(new URL("./typeface-dev.css", import.meta.url), "utf8");
const root = readFileSync(new URL("./root.tsx", import.meta.url), "utf8");
const fontFile = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** The declarations of the @font-face whose family is `family` in `stylesheet` (typeface.css by default). */
function fontFace(family: string, stylesheet = css): Map<string, string> {
  const block = stylesheet
    .split("@font-face")
    .slice(1)
    .find((face) => face.includes(`font-family: "${family}";`));
  if (!block) throw new Error(`no @font-face for ${family}`);
  const body = block.slice(block.indexOf("{") + 1, block.indexOf("}"));
  return new Map(
    body
      .split(";")
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(":");
        return [
          declaration.slice(0, colon).trim(),
          declaration
            .slice(colon + 1)
            .replace(/\s+/g, " ")
            .trim(),
        ];
      }),
  );
}

const percent = (value: number) => `${Number((value * 100).toFixed(4))}%`;

/** What fontaine and Next.js compute for a fallback: scale to Inter's average width, then Inter's vertical metrics over the scaled em. */
function overrides(inter: Awaited<ReturnType<typeof fromFile>>, fallback: typeof arial) {
  const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = inter.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(inter.ascent / em),
    "descent-override": percent(Math.abs(inter.descent) / em),
    "line-gap-override": percent(inter.lineGap / em),
  };
}

describe("the typeface", () => {
  it("is not declared in the stylesheet: the build declares its cut file in every page (scripts/typeface-subset.mjs)", () => {
    expect(css).not.toContain('"Inter Variable"');
    // The year-long-cached stylesheet names no font file, whose name changes with the pages' characters.
    expect(css).not.toMatch(/url\(/);
  });

  it("is the package's whole Latin file on the dev server, never laid out twice (font-display: optional)", () => {
    const inter = fontFace("Inter Variable", devCss);
    expect(inter.get("src")).toBe(`url("${fontFile}") format("woff2")`);
    expect(inter.get("font-display")).toBe("optional");
    expect(inter.get("font-weight")).toBe("400 900");
    expect(devCss.match(/url\(/g)).toHaveLength(1);
    // Linked in dev only: a build drops the branch, and nothing imports the package's file into the bundles.
    expect(root).toContain('...(import.meta.env.DEV ? [{ rel: "stylesheet", href: "/app/typeface-dev.css" }] : [])');
    expect(root).not.toContain("woff2");
  });

  it.each([
    ["Inter Fallback", arial],
    ["Inter Fallback Roboto", roboto],
  ])("%s matches Inter's metrics", async (family, fallback) => {
    const inter = await fromFile(createRequire(import.meta.url).resolve(fontFile));
    const face = fontFace(family);
    for (const [property, value] of Object.entries(overrides(inter, fallback))) {
      expect(face.get(property), property).toBe(value);
    }
    expect(face.get("src")).toContain(`local("${fallback.familyName}")`);
  });

  it("comes first in the sans stack, then its fallbacks, then the system's", () => {
    const app = readFileSync(new URL("./app.css", import.meta.url), "utf8");
    expect(app).toMatch(/--font-sans:\s*"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", ui-sans-serif/);
  });
});
