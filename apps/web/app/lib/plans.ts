import type { Plan, PlanCatalogue, PlanId } from "@ignitest/contracts";
import { planCatalogue } from "../../../../content/plans";
import { formatNumber } from "./format-number";

/**
 * The plan catalogue (content/plans.ts). Pricing, the calculator, the sign-up
 * page and structured data read plans from here only. Typed here and checked
 * against PlanCatalogueSchema by plans.test.ts, so zod stays out of the pages' JS.
 */
// The data is `as const` (readonly tuples); the test proves it has this shape.
const catalogue = planCatalogue as unknown as PlanCatalogue;

export const plans: readonly Plan[] = catalogue.plans;

export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`content/plans.ts has no plan ${id}`);
  return plan;
}

/** The trial a new account starts on activation, with its plan. */
export const trial = { ...catalogue.trial, planName: planById(catalogue.trial.plan).name };

/** "Up to 20", "3 users"…: a limit as the pricing page and the calculator state it. */
export function limitLabel(value: number | null, unit: string, unlimited: string): string {
  return value === null ? unlimited : `${formatNumber(value)} ${unit}`;
}

/** The saving of yearly billing over monthly, in whole percent. */
export function yearlySaving(price: { monthly: number; yearly: number }): number {
  return Math.round((1 - price.yearly / price.monthly) * 100);
}
