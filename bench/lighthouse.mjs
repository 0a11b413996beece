// Lighthouse 12 with its default config (mobile: Moto G Power emulation,
// simulated slow 4G) in Debian's Chromium, headless. Each page is audited
// `runs` times; the median score per category is reported.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
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
 * Scores (0–100) per category, median over `runs`, for each page. Chromium
 * runs as root here, hence --no-sandbox. One browser for every run:
 * Lighthouse resets storage before each navigation.
 */
export async function runLighthouse(origin, pages, { runs = 3, onProgress = () => {} } = {}) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  try {
    const results = [];
    for (const { name, page } of pages) {
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      const errors = [];
      let lastLhr;
      for (let run = 1; run <= runs; run++) {
        onProgress(`lighthouse ${name} ${run}/${runs}`);
        try {
          const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
          if (!result) throw new Error("Lighthouse returned nothing");
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          for (const category of categories) {
            scores[category].push(Math.round(result.lhr.categories[category].score * 100));
          }
          lastLhr = result.lhr;
        } catch (error) {
          // One bad run (a rebuild under the server, a browser hiccup) should not cost the other templates.
          errors.push(`run ${run}: ${error.message}`);
        }
      }
      if (!lastLhr) {
        results.push({ name, page, runs: 0, errors });
        continue;
      }
      results.push({
        name,
        page,
        runs: scores.performance.length,
        errors,
        median: Object.fromEntries(categories.map((category) => [category, median(scores[category])])),
        scores,
        metrics: {
          lcpMs: Math.round(lastLhr.audits["largest-contentful-paint"].numericValue),
          tbtMs: Math.round(lastLhr.audits["total-blocking-time"].numericValue),
          cls: Math.round(lastLhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
        },
        lostPoints: Object.fromEntries(categories.map((category) => [category, lostPoints(lastLhr, category)])),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
