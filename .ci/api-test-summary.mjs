// Prints one CI log line for the API project from a Vitest JSON report, e.g.
//   [ci] API suite on PGlite: passed (309 tests)
// and exits 1 when a test failed or none ran.
// Usage: node .ci/api-test-summary.mjs <report.json> <database label> [seconds]
import { readFileSync } from "node:fs";
import { sep } from "node:path";

const [reportPath, label, seconds] = process.argv.slice(2);
if (!reportPath || !label) {
  console.error("usage: node .ci/api-test-summary.mjs <report.json> <database label> [seconds]");
  process.exit(2);
}

const report = JSON.parse(readFileSync(reportPath, "utf8"));
const apiFiles = report.testResults.filter((file) => file.name.includes(`${sep}apps${sep}api${sep}`));
const tests = apiFiles.flatMap((file) => file.assertionResults);
const count = (status) => tests.filter((test) => test.status === status).length;
const passed = count("passed");
const failed = count("failed");
const skipped = tests.length - passed - failed;
// A file that failed to load has no assertion results but a "failed" status.
const brokenFiles = apiFiles.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;

const details = [`${passed} tests`];
if (skipped > 0) details.push(`${skipped} skipped`);
if (failed > 0) details.push(`${failed} failed`);
if (brokenFiles > 0) details.push(`${brokenFiles} files did not load`);
const ok = failed === 0 && brokenFiles === 0 && passed > 0;
const took = seconds ? ` in ${seconds} s` : "";
console.info(`[ci] API suite on ${label}: ${ok ? "passed" : "FAILED"} (${details.join(", ")})${took}`);
process.exit(ok ? 0 : 1);
