// `npm test`: lint, typecheck, unit and API tests, then the build and the
// Playwright suite, stopping at the first step that fails. Each step's time is
// printed as it ends, so a slow step shows (.ci/run reports the same lines).
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["unit and API tests", "npm run test:unit"],
  ["build and e2e", "npm run test:e2e"],
];

const started = Date.now();
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  if (status !== 0) {
    console.error(`[test] ${name}: FAILED after ${seconds} s (exit ${status})`);
    process.exit(status ?? 1);
  }
  console.info(`[test] ${name}: passed in ${seconds} s`);
}
console.info(`[test] all steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
