// Lighthouse 12 with its default config (mobile: Moto G Power emulation,
// simulated slow 4G) in Debian's Chromium, headless. Each page is audited
// `runs` times, and so are its scriptless twin (bench/scriptless.mjs) and its
// React floor (bench/react-floor/), one after the other so all see the same
// machine; medians are reported.

import { brotliCompressSync, constants } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"];

export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Audits of a category that lost points in a run, worst first: what to fix to reach 100. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      // inspector-issues says which kind of issue Chrome logged (e.g. "Content security policy").
      const kinds = (audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean);
      return `${audit.id} (${Math.round(audit.score * 100)})${kinds.length ? `: ${kinds.join(", ")}` : ""}`;
    });
}

/**
 * Every script the page fetched while Lighthouse watched it load (until the
 * network and the main thread went quiet). Chunks loaded on a click are not
 * in a load trace.
 */
export function scriptsDuringLoad(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items.filter((item) => item.resourceType === "Script").map((item) => new URL(item.url).pathname);
}

const brotliSizes = new Map();
/**
 * The Brotli bytes of each script as the server sends it to a browser that
 * accepts br. Chromium only asks for br over HTTPS, so the bench's plain-HTTP
 * runs travel gzip; a visitor's HTTPS visit travels these bytes.
 */
async function brotliBytes(origin, paths) {
  let total = 0;
  for (const path of paths) {
    if (!brotliSizes.has(path)) {
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br" } });
      // fetch decodes the body; Content-Length says what travelled (the precompressed .br file).
      const length = Number(response.headers.get("content-length"));
      const body = Buffer.from(await response.arrayBuffer());
      const sent = response.headers.get("content-encoding") === "br" && length > 0;
      brotliSizes.set(
        path,
        sent ? length : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
    }
    total += brotliSizes.get(path);
  }
  return total;
}

/** The figures of one run. */
async function figuresOf(lhr, origin) {
  const scriptUrls = scriptsDuringLoad(lhr);
  const scripts = { bytes: await brotliBytes(origin, scriptUrls), count: scriptUrls.length, urls: scriptUrls };
  return {
    scores: Object.fromEntries(
      Object.keys(lhr.categories).map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    ),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    ttiMs: Math.round(lhr.audits.interactive?.numericValue ?? Number.NaN),
    cls: Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    jsBytes: scripts.bytes,
    jsRequests: scripts.count,
    scriptUrls: scripts.urls,
  };
}

const medianOf = (runs, pick) => median(runs.map(pick).filter((value) => typeof value === "number"));

/** Per-run figures → medians (scores per category, LCP, TBT, bytes). */
function summarise(runs) {
  if (runs.length === 0) return null;
  const categoryNames = Object.keys(runs[0].scores);
  return {
    scores: Object.fromEntries(
      categoryNames.map((category) => [category, medianOf(runs, (run) => run.scores[category])]),
    ),
    fcpMs: medianOf(runs, (run) => run.fcpMs),
    lcpMs: medianOf(runs, (run) => run.lcpMs),
    tbtMs: medianOf(runs, (run) => run.tbtMs),
    ttiMs: medianOf(runs, (run) => run.ttiMs),
    cls: medianOf(runs, (run) => run.cls),
    jsBytes: medianOf(runs, (run) => run.jsBytes),
    jsRequests: medianOf(runs, (run) => run.jsRequests),
  };
}

/** Debian's Chromium (CHROME_PATH overrides), headless, as every Lighthouse run here uses it; it runs as root, hence --no-sandbox. */
export function launchChrome() {
  return launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
}

/**
 * Scores and metrics per page, median over `runs`, for each page and (when
 * `twinOrigin` is given) its scriptless copy. One browser for every run:
 * Lighthouse resets storage before each navigation.
 */
export async function runLighthouse(origin, pages, { runs = 3, twinOrigin, floorOrigin, onProgress = () => {} } = {}) {
  const chrome = await launchChrome();
  const auditOnce = async (url, onlyCategories) => {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories });
    if (!result) throw new Error("Lighthouse returned nothing");
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  };
  // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page: try it once more.
  const audit = (url, onlyCategories) => auditOnce(url, onlyCategories).catch(() => auditOnce(url, onlyCategories));
  try {
    const results = [];
    for (const { name, page } of pages) {
      const pageRuns = [];
      const twinRuns = [];
      const floorRuns = [];
      const errors = [];
      let lastLhr;
      let lastScripts = [];
      for (let run = 1; run <= runs; run++) {
        onProgress(`lighthouse ${name} ${run}/${runs}${twinOrigin ? " (and its scriptless copy)" : ""}`);
        try {
          lastLhr = await audit(`${origin}${page}`, categories);
          const figures = await figuresOf(lastLhr, origin);
          lastScripts = figures.scriptUrls;
          pageRuns.push(figures);
        } catch (error) {
          // One bad run (a rebuild under the server, a browser hiccup) should not cost the other templates.
          errors.push(`run ${run}: ${error.message}`);
        }
        for (const [label, twin, into] of [
          ["scriptless", twinOrigin, twinRuns],
          ["React floor", floorOrigin, floorRuns],
        ]) {
          if (!twin) continue;
          try {
            into.push(await figuresOf(await audit(`${twin}${page}`, ["performance"]), twin));
          } catch (error) {
            errors.push(`${label} run ${run}: ${error.message}`);
          }
        }
      }
      const median = summarise(pageRuns);
      const scriptless = summarise(twinRuns);
      const floor = summarise(floorRuns);
      results.push({
        name,
        page,
        runs: pageRuns.length,
        errors,
        median: median?.scores ?? null,
        metrics: median,
        scriptless,
        floor,
        tbtOverFloorMs: median && floor ? median.tbtMs - floor.tbtMs : null,
        lcpRatio: median && scriptless?.lcpMs ? median.lcpMs / scriptless.lcpMs : null,
        scriptsDuringLoad: lastScripts,
        runsDetail: { page: pageRuns.map(({ scriptUrls: _, ...run }) => run), scriptless: twinRuns, floor: floorRuns },
        lostPoints: lastLhr
          ? Object.fromEntries(categories.map((category) => [category, lostPoints(lastLhr, category)]))
          : null,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
