import { z } from "zod";
import { withBrand } from "./site.js";

/**
 * The shape of the plan catalogue (content/plans.ts): the three plans of
 * /{brand}-platform-pricing (docs/product/pages-and-routes.md#platform), their price and limits, and the
 * trial a new account starts. The pricing page, the calculator, the sign-up
 * page and the API's trial licence all read the same data, so their claims
 * cannot drift apart.
 */
export const PlanIdSchema = z.enum(["cloud-basic", "cloud-professional", "on-premises-enterprise"]);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const PlanPriceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("free") }),
  /** US dollars per user and month, billed monthly, or billed yearly (shown per month). */
  z.object({ kind: z.literal("per-user"), monthly: z.number().positive(), yearly: z.number().positive() }),
  z.object({ kind: z.literal("contact-sales") }),
]);
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string().min(3),
  price: PlanPriceSchema,
  /** Most users; null: as many as the licence names. */
  users: z.number().int().positive().nullable(),
  /** Most concurrent executions; null means no upper limit. */
  maxParallel: z.number().int().positive().nullable(),
  /** Execution minutes a month; null: unmetered. */
  minutesPerMonth: z.number().int().positive().nullable(),
  support: z.string().min(5),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanCatalogueSchema = z
  .object({
    currency: z.literal("USD"),
    trial: z.object({ plan: PlanIdSchema, days: z.number().int().positive(), billingCycle: z.literal("Monthly") }),
    plans: z.array(PlanSchema).length(3),
  })
  .refine((catalogue) => catalogue.plans.at(-1)?.maxParallel === null, {
    error: "the largest plan has no parallel limit, so every need has a plan",
  });
export type PlanCatalogue = z.infer<typeof PlanCatalogueSchema>;

/** The plan that fits `parallel` concurrent executions: the first (smallest) whose limit covers it. */
export function planForParallel(plans: readonly Plan[], parallel: number): Plan {
  const fit = plans.find((plan) => plan.maxParallel === null || parallel <= plan.maxParallel);
  // The catalogue's last plan has no limit (checked by the schema); the fallback only satisfies the type checker.
  return fit ?? (plans[plans.length - 1] as Plan);
}

/** The saving of yearly billing over monthly, in whole percent. */
export function yearlySaving(price: Extract<PlanPrice, { kind: "per-user" }>): number {
  return Math.round((1 - price.yearly / price.monthly) * 100);
}

/** Where a plan is described: its card on the pricing page. */
export function planPricingPath(id: PlanId): string {
  return `${withBrand("/{brand}-platform-pricing")}#${id}`;
}
