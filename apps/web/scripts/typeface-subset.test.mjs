import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fromBuffer } from "@capsizecss/unpack";
import { Blob, Face } from "harfbuzzjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  codePointsOf,
  features,
  interFontFace,
  sourceFont,
  subsetTypeface,
  unicodeRange,
  weights,
  withTypeface,
  writeTypefaceSubset,
} from "./typeface-subset.mjs";

const source = readFileSync(sourceFont);
const codes = (text) => [...text].map((character) => character.codePointAt(0));
/** Subsetting runs HarfBuzz in WebAssembly, a second or so on a busy machine. */
const slow = 30_000;

describe("codePointsOf", () => {
  it("keeps Basic Latin always and adds every other character of the texts, once, in order", () => {
    const kept = codePointsOf(["Prices in €, “quoted” — and é", "€ again\n\t"]);
    expect(kept.slice(0, 95)).toEqual(Array.from({ length: 95 }, (_, index) => 0x20 + index));
    expect(kept.slice(95)).toEqual(codes("é—“”€").sort((a, b) => a - b));
  });
});

describe("unicodeRange", () => {
  it("joins runs of code points and keeps single ones apart", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2013, 0x2014, 0x20ac])).toBe("U+20-22,U+A9,U+2013-2014,U+20AC");
  });
});

describe("subsetTypeface", () => {
  it(
    "maps exactly the characters asked for that Inter's Latin file has, and nothing it does not",
    async () => {
      // "→" and "Ж" are not in the Latin file: they stay out of the cut and of its unicode-range.
      const { codePoints } = await subsetTypeface(source, codePointsOf(["café – 12:30 →Ж"]));
      expect(codePoints).toEqual(codePointsOf(["é–"]));
    },
    slow,
  );

  it(
    "keeps the weight axis over the site's weights, the default features and tnum, and Inter's metrics",
    async () => {
      const { sfnt, woff2 } = await subsetTypeface(source, codePointsOf(["Tabular 0123456789"]));
      expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
      const face = new Face(new Blob(sfnt));
      const { wght } = face.getAxisInfos();
      expect([wght?.min, wght?.default, wght?.max]).toEqual([weights.min, 400, weights.max]);
      expect(face.getTableFeatureTags("GSUB")).toContain("tnum");
      expect(face.getTableFeatureTags("GPOS")).toContain("kern");
      const kept = [...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")];
      expect(kept.every((tag) => features.includes(tag))).toBe(true);
      // The fallback faces are sized from these (typeface.test.ts): the cut file must not move them.
      const [whole, cut] = await Promise.all([fromBuffer(source), fromBuffer(sfnt)]);
      for (const metric of ["unitsPerEm", "ascent", "descent", "lineGap", "xWidthAvg"])
        expect([metric, cut[metric]]).toEqual([metric, whole[metric]]);
    },
    slow,
  );

  it(
    "gives the same bytes for the same characters, far fewer than the whole file",
    async () => {
      const text = codePointsOf(["Ignitest — “scriptless” tests, 100 € a month"]);
      const [first, second] = await Promise.all([subsetTypeface(source, text), subsetTypeface(source, text)]);
      expect(first.woff2.equals(second.woff2)).toBe(true);
      expect(first.woff2.length).toBeLessThan(source.length / 2);
    },
    slow,
  );
});

/** A single @font-face's declarations, whitespace aside. */
function declarations(face) {
  const body = face.slice(face.indexOf("{") + 1, face.lastIndexOf("}"));
  return new Map(
    body
      .split(/;(?![^(]*\))/)
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(":");
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

describe("interFontFace", () => {
  it("declares the cut file and its range with the dev stylesheet's descriptors (app/typeface-dev.css)", () => {
    const built = declarations(interFontFace("/assets/inter-AbC.woff2", "U+20-7E,U+A9"));
    const dev = declarations(readFileSync(new URL("../app/typeface-dev.css", import.meta.url), "utf8"));
    expect(built.get("src")).toBe('url(/assets/inter-AbC.woff2) format("woff2")');
    expect(built.get("unicode-range")).toBe("U+20-7E,U+A9");
    expect(built.get("font-display")).toBe("optional");
    expect(built.get("font-weight")).toBe(`${weights.min} ${weights.max}`);
    for (const name of ["font-family", "font-style", "font-display", "font-weight"])
      expect([name, built.get(name)]).toEqual([name, dev.get(name)]);
  });
});

describe("withTypeface", () => {
  it("puts the markup at the end of the head, and refuses a page without one", () => {
    expect(withTypeface("<html><head><title>A</title></head><body></body></html>", "<style>x</style>")).toBe(
      "<html><head><title>A</title><style>x</style></head><body></body></html>",
    );
    expect(() => withTypeface("<p>fragment</p>", "<style>x</style>", "a.html")).toThrow("a.html has no </head>");
  });
});

describe("writeTypefaceSubset", () => {
  let dir;
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const page = (body) => `<!DOCTYPE html><html><head><title>Page</title></head><body>${body}</body></html>`;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "typeface-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "writes the cut file under a hash of its bytes and gives every site page its preload and face",
    async () => {
      write("client/index.html", page("<h1>Scriptless — at last</h1>"));
      write("client/docs/intro/index.html", page("<p>Café</p>"));
      write("client/playground/apps/shop/index.html", page("<p>Ü</p>"));
      write("content/pages/home.json", '{"title":"12 € a month"}');
      write("content/picture.png", "\u00ff\u00fe binary");
      const root = join(dir, "client");
      const result = await writeTypefaceSubset(root, join(dir, "content"));

      expect(result.href).toMatch(/^\/assets\/inter-[\w-]{10}\.woff2$/);
      expect(readdirSync(join(root, "assets"))).toEqual([result.href.slice("/assets/".length)]);
      expect(result.pages).toBe(2);
      // The pages' characters and content's; not the sample app's, not the binary file's.
      expect(result.codePoints).toEqual(codePointsOf(["—é€"]));
      const range = unicodeRange(result.codePoints);
      expect(range).toBe("U+20-7E,U+E9,U+2014,U+20AC");
      for (const path of ["client/index.html", "client/docs/intro/index.html"]) {
        const html = readFileSync(join(dir, path), "utf8");
        expect(html).toContain(
          `<link rel="preload" href="${result.href}" as="font" type="font/woff2" crossorigin="anonymous"/><style>${interFontFace(result.href, range)}</style></head>`,
        );
      }
      expect(readFileSync(join(dir, "client/playground/apps/shop/index.html"), "utf8")).toBe(page("<p>Ü</p>"));
    },
    slow,
  );
});
