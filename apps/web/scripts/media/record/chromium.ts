/** Chromium draws each frame whole, on one thread, before a screenshot is taken of it: the same pixels on every run. */
export const CHROMIUM_ARGS = [
  "--run-all-compositor-stages-before-draw",
  "--disable-threaded-animation",
  "--disable-threaded-scrolling",
  "--disable-checker-imaging",
  "--disable-partial-raster",
];
