import { withBrand } from "./site.js";

/**
 * The three plans of /{brand}-platform-pricing (SPEC section 2) and how many
 * concurrent executions each is meant for. The concurrent execution
 * calculator recommends a plan from these limits and states them on its page;
 * the pricing page's sections carry the same anchors (content/pages/platform.json).
 */
export type PlanId = "cloud-basic" | "cloud-professional" | "on-premises-enterprise";

export type Plan = {
  id: PlanId;
  name: string;
  /** Most concurrent executions the plan is recommended for; null means no upper limit. */
  maxParallel: number | null;
};

/** Ordered from smallest to largest: the first plan whose limit covers a need is the recommendation. */
export const plans: readonly Plan[] = [
  { id: "cloud-basic", name: "Cloud Basic", maxParallel: 2 },
  { id: "cloud-professional", name: "Cloud Professional", maxParallel: 20 },
  { id: "on-premises-enterprise", name: "On Premises Enterprise", maxParallel: null },
];

/** The plan that fits `parallel` concurrent executions. */
export function planForParallel(parallel: number): Plan {
  const fit = plans.find((plan) => plan.maxParallel === null || parallel <= plan.maxParallel);
  // The last plan has no limit, so `fit` is always found; the fallback only satisfies the type checker.
  return fit ?? (plans[plans.length - 1] as Plan);
}

/** Where a plan is described: its section on the pricing page. */
export function planPricingPath(id: PlanId): string {
  return `${withBrand("/{brand}-platform-pricing")}#${id}`;
}
