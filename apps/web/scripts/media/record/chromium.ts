import { type Browser, chromium } from "playwright";

/** Chromium draws each frame whole, on one thread, before a screenshot is taken of it: the same pixels on every run. */
const CHROMIUM_ARGS = [
  "--run-all-compositor-stages-before-draw",
  "--disable-threaded-animation",
  "--disable-threaded-scrolling",
  "--disable-checker-imaging",
  "--disable-partial-raster",
];

/** The browser lessons are recorded (and rehearsed) in: Debian's Chromium unless CHROME_PATH says otherwise. */
export const launchRecorder = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
