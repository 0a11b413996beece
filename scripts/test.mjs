// `npm test`: lint, then typecheck beside the build, then unit and API tests,
// then the Playwright suite, stopping at the first step that fails. Each
// step's time is printed as it ends, so a slow step shows (.ci/run reports the
// same lines).
//
// The typecheck and the build each keep one core busy and neither reads what
// the other writes (tsc emits nothing; the build writes apps/*/build and
// apps/api/dist), so on a two-core machine they run together: the pair takes
// as long as the build alone. Their output is held and printed whole when
// each ends, so the two logs do not interleave.
import { spawn, spawnSync } from "node:child_process";

const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

function fail(name, since, status) {
  console.error(`[test] ${name}: FAILED after ${seconds(since)} s (exit ${status})`);
  process.exit(status ?? 1);
}

function runStep(name, command) {
  const stepStarted = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  if (status !== 0) fail(name, stepStarted, status);
  console.info(`[test] ${name}: passed in ${seconds(stepStarted)} s`);
}

/** Runs the commands at once; prints each one's output when it ends; fails on the first failure. */
async function runTogether(steps) {
  const children = [];
  const ended = steps.map(
    ([name, command]) =>
      new Promise((resolve) => {
        const stepStarted = Date.now();
        const child = spawn(command, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
        children.push(child);
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (status) => {
          process.stdout.write(Buffer.concat(output));
          resolve({ name, status, stepStarted });
        });
      }),
  );
  const pending = new Set(ended);
  while (pending.size > 0) {
    const result = await Promise.race(pending);
    pending.delete(ended[steps.findIndex(([name]) => name === result.name)]);
    if (result.status !== 0) {
      // Stop the other step's whole process group (npm, its shell and what they started).
      for (const child of children) if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      fail(result.name, result.stepStarted, result.status);
    }
    console.info(`[test] ${result.name}: passed in ${seconds(result.stepStarted)} s`);
  }
}

runStep("lint", "npm run lint");
await runTogether([
  ["typecheck", "npm run typecheck"],
  ["build", "npm run build"],
]);
runStep("unit and API tests", "npm run test:unit");
runStep("e2e", "npm test -w @ignitest/e2e");
console.info(`[test] all steps passed in ${seconds(started)} s`);
