import type { PlanId, ProductInterest } from "@ignitest/contracts";
import { formatNumber } from "~/lib/format-number";
import { plans } from "~/lib/plans";

export type DemoPrefill = { message: string; products: ProductInterest[] };

/** The query the calculator's "Request a demo with these numbers" link writes. */
export type CalculatorEstimateQuery = {
  tests: number;
  duration: number;
  target: number;
  parallel: number;
  plan: PlanId;
};

export function calculatorDemoQuery(estimate: CalculatorEstimateQuery): string {
  const query = new URLSearchParams({
    tests: String(estimate.tests),
    duration: String(estimate.duration),
    target: String(estimate.target),
    parallel: String(estimate.parallel),
    plan: estimate.plan,
  });
  return `?${query}`;
}

function positive(value: string | null, max: number): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= max ? number : null;
}

const twoDecimals = { maximumFractionDigits: 2 } as const;

/**
 * Pre-fills the demo form from the calculator's link
 * (/schedule-demo?tests=…&duration=…&target=…&parallel=…&plan=…). Values that
 * are missing or not plausible are ignored, so a hand-edited link can never
 * put nonsense into the visitor's message. Returns null when there is nothing to use.
 */
export function demoPrefillFrom(search: URLSearchParams): DemoPrefill | null {
  const tests = positive(search.get("tests"), 1_000_000);
  const duration = positive(search.get("duration"), 1_440);
  const target = positive(search.get("target"), 10_080);
  const parallel = positive(search.get("parallel"), 1_000_000);
  const plan = plans.find((candidate) => candidate.id === search.get("plan"));
  if (tests === null || duration === null || target === null || parallel === null) return null;

  const lines = [
    "Concurrent execution estimate from the calculator:",
    `${formatNumber(tests, twoDecimals)} tests × ${formatNumber(duration, twoDecimals)} min average, full run in ${formatNumber(target, twoDecimals)} min → ${formatNumber(parallel, twoDecimals)} parallel executions.`,
  ];
  if (plan) lines.push(`Suggested plan: ${plan.name}.`);
  lines.push("I would like to review this estimate in the demo.");

  const products: ProductInterest[] = ["Platform"];
  if (plan && plan.id !== "on-premises-enterprise") products.push("Cloud");
  return { message: lines.join("\n"), products };
}
