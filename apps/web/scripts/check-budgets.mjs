// After the build: fails it when a template's JS, route chunk or HTML is over
// its budget in apps/web/budgets.json. Run with tsx (budgets.mjs reads the
// brand from @ignitest/contracts).
import { checkBudgets, failureMessage, formatRows, readBudgets } from "./budgets.mjs";

const clientDir = new URL("../build/client/", import.meta.url).pathname;

const rows = checkBudgets(clientDir, readBudgets());
console.info(`[budgets] gzip bytes per template (1 KB = 1024 bytes)\n${formatRows(rows)}`);
const failure = failureMessage(rows);
if (failure) {
  console.error(`[budgets] ${failure}`);
  process.exit(1);
}
console.info(`[budgets] ${rows.length} budgets hold`);
