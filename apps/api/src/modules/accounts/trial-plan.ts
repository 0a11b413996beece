import { PlanCatalogueSchema } from "@ignitest/contracts";
import { planCatalogue } from "../../../../../content/plans.js";

/**
 * The trial a new account starts on activation, from the plan catalogue the
 * pricing and sign-up pages show (content/plans.ts), so the licence written
 * here is the one the site promises.
 */
const catalogue = PlanCatalogueSchema.parse(planCatalogue);
const plan = catalogue.plans.find((candidate) => candidate.id === catalogue.trial.plan);
if (!plan) throw new Error(`content/plans.ts: the trial names an unknown plan ${catalogue.trial.plan}`);

export const trialPlan = {
  plan: plan.name,
  billingCycle: catalogue.trial.billingCycle,
  days: catalogue.trial.days,
} as const;
