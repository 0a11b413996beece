/**
 * The frame's picture and the visual checkpoint: capture the frame's document as
 * a PNG (modern-screenshot, loaded only when a picture is taken; it renders through
 * an SVG image, so it needs no inline script) and compare it with the saved
 * baseline with pixelmatch (docs/playground.md#runner).
 */
import pixelmatch from "pixelmatch";

/** A PNG data URL of what the frame shows. */
export type Capture = (doc: Document) => Promise<string>;

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export interface Comparison {
  /** Share of pixels that differ, 0 to 1. */
  ratio: number;
  /** The difference drawn in red over the faded baseline, as a PNG data URL ("" when the sizes differ). */
  diff: string;
  /** Set when the two pictures are not the same size. */
  sizeMismatch?: string;
}

export type Compare = (baseline: string, actual: string) => Promise<Comparison>;

/** The page as the frame shows it, cut to the frame's viewport. */
export const captureDocument: Capture = async (doc) => {
  const { domToPng } = await import("modern-screenshot");
  const view = doc.defaultView;
  const width = view?.innerWidth ?? doc.documentElement.clientWidth;
  const height = view?.innerHeight ?? doc.documentElement.clientHeight;
  return domToPng(doc.documentElement, { width, height, scale: 1, backgroundColor: "#ffffff" });
};

/** The share of pixels that differ (all of them when the sizes differ); `diff` receives the picture of the difference. */
export function comparePixels(baseline: Pixels, actual: Pixels, diff?: Uint8ClampedArray): number {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return baseline.width * baseline.height;
  const mismatched = pixelmatch(baseline.data, actual.data, diff, baseline.width, baseline.height, { threshold: 0.1 });
  return mismatched / (baseline.width * baseline.height || 1);
}

function decode(dataUrl: string): Promise<Pixels> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context) return reject(new Error("No 2D canvas to read the picture."));
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      resolve({ data, width, height });
    };
    image.onerror = () => reject(new Error("The picture could not be read."));
    image.src = dataUrl;
  });
}

function encode(pixels: Pixels): string {
  const canvas = document.createElement("canvas");
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  canvas.getContext("2d")?.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
  return canvas.toDataURL("image/png");
}

/** Decodes both PNGs in a canvas and compares them (browser only: jsdom has no canvas). */
export const compareImages: Compare = async (baselineUrl, actualUrl) => {
  const [baseline, actual] = await Promise.all([decode(baselineUrl), decode(actualUrl)]);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    const size = (p: Pixels) => `${p.width}×${p.height}`;
    return { ratio: 1, diff: "", sizeMismatch: `The picture is ${size(actual)}; the baseline is ${size(baseline)}.` };
  }
  const diff = new Uint8ClampedArray(baseline.data.length);
  const ratio = comparePixels(baseline, actual, diff);
  return { ratio, diff: encode({ width: baseline.width, height: baseline.height, data: diff }) };
};

/** Where a checkpoint's baseline is kept in the project: "testId/stepId", "@phone" for the phone viewport, "#row" past the first data row. */
export function baselineKey(testId: string, stepId: string, viewport: "desktop" | "phone", row: number): string {
  return `${testId}/${stepId}${viewport === "phone" ? "@phone" : ""}${row > 0 ? `#${row}` : ""}`;
}
