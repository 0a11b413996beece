// `npm run bench:long-tasks -- <url>`: what fills a page's long tasks, as
// Lighthouse (mobile, default settings) records them. Prints the score, FCP
// and TBT, then every main-thread task over 12 ms of real time (Lighthouse
// multiplies by 4 for a phone, so these are the ones that block), each with
// the functions its CPU samples fall in: all frames, and the page's own
// modules apart from React DOM and React Router. A task with no samples is
// style, layout or paint. Start the site first (`npm start`, or
// `PORT=… DATA_DIR=… node scripts/start.mjs`). Used for issue 14
// (docs/decisions/093). First it lists Lighthouse's simulated long tasks and
// what each adds to TBT (its part inside FCP to TTI, less 50 ms).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const url = process.argv[2];
if (!url) throw new Error("usage: npm run bench:long-tasks -- http://127.0.0.1:3000/some-page");
const LONG_TASK_US = 12_000;
// React DOM's entry and React Router's shared chunk, named by the build.
const framework = /entry\.client|^chunk-/;

const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
let result;
try {
  result = await lighthouse(
    url,
    { port: chrome.port, output: "json", onlyCategories: ["performance"] },
    { extends: "lighthouse:default", settings: { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } },
  );
} finally {
  await chrome.kill();
}
const { audits, categories } = result.lhr;
const fcp = audits["first-contentful-paint"].numericValue;
const tti = audits.interactive.numericValue;
console.info(
  `performance ${Math.round(categories.performance.score * 100)}, FCP ${Math.round(fcp)} ms, TTI ${Math.round(tti)} ms, TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms`,
);
// What TBT adds up, as Lighthouse computes it on its simulated phone (tasks
// ×4): each task clipped to the window from FCP to TTI, less 50 ms. Script
// tasks that land after TTI count for nothing; parsing just after FCP counts.
console.info("\nsimulated long tasks, with what each adds to TBT:");
const simulated = [...(audits["long-tasks"].details?.items ?? [])].sort((a, b) => a.startTime - b.startTime);
for (const task of simulated) {
  const inWindow = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp);
  const blocking = Math.max(0, inWindow - 50);
  const file = String(task.url).split("/").pop() || task.url;
  console.info(
    `  ${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms  adds ${Math.round(blocking)} ms  ${file}`,
  );
}

const events = result.artifacts.Trace.traceEvents;
/** The renderer's main thread: the one with the most task time. */
function mainThread() {
  const busy = new Map();
  for (const event of events) {
    if (event.name !== "RunTask" || event.ph !== "X") continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(":").map(Number);
  return { pid, tid };
}
const { pid, tid } = mainThread();

const frames = new Map();
const parents = new Map();
const samples = [];
let time = 0;
for (const event of events) {
  if (event.pid !== pid) continue;
  if (event.name === "Profile") time = event.args.data.startTime;
  if (event.name !== "ProfileChunk") continue;
  const profile = event.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) {
    frames.set(node.id, node.callFrame);
    if (node.parent) parents.set(node.id, node.parent);
  }
  const deltas = event.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    time += deltas[index];
    samples.push({ id, time });
  });
}

const nameOf = (id) => {
  const frame = frames.get(id);
  if (!frame) return "?";
  const file = (frame.url ?? "").split("/").pop();
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
};
/** Samples per function on the stack (each function once per sample). */
function inclusive(inside, keep) {
  const counts = new Map();
  for (const sample of inside) {
    const seen = new Set();
    for (let id = sample.id; id; id = parents.get(id)) {
      const name = nameOf(id);
      if (seen.has(name) || !keep(name, frames.get(id))) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, count]) => `${count} ${name}`)
    .join(" | ");
}

const tasks = events.filter(
  (event) => event.pid === pid && event.tid === tid && event.name === "RunTask" && event.dur > LONG_TASK_US,
);
const start = events.find((event) => event.name === "navigationStart")?.ts ?? tasks[0]?.ts ?? 0;
for (const task of tasks) {
  const inside = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
  const code = (name) => !name.startsWith("(") && name !== "?";
  const ours = (name, frame) => code(name) && !framework.test((frame?.url ?? "").split("/").pop());
  console.info(
    `\ntask at ${Math.round((task.ts - start) / 1000)} ms, ${(task.dur / 1000).toFixed(1)} ms real, ${inside.length} samples`,
  );
  console.info(`  all:  ${inclusive(inside, code) || "(no JavaScript: style, layout or paint)"}`);
  console.info(`  ours: ${inclusive(inside, ours) || "-"}`);
}
