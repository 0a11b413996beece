import type { Plan, PlanId } from "@ignitest/contracts";
import { fillTemplate as fill } from "~/lib/fill-template";
import { formatDollars, formatNumber } from "~/lib/format-number";
import { plans } from "~/lib/plans";
import { planWords, comparison as source } from "../../../../../content/pages/platform-pricing";

/** A cell: included (true), not included (false) or a short value. */
export type Cell = boolean | string;

export type ComparisonRow = { feature: string; values: Record<PlanId, Cell> };
export type ComparisonGroup = { heading: string; rows: ComparisonRow[] };

/** What a comparison row of content/pages/platform-pricing.ts may take from the plan list. */
export type PlanFact = "parallel" | "users" | "minutes" | "support" | "price";
export type SourceValues = Cell | Partial<Record<PlanId, Cell>> | { fromPlan: PlanFact };

function limit(value: number | null, words: string, unlimited: string): string {
  return value === null ? unlimited : fill(words, { n: formatNumber(value) });
}

/** A cell worded from the plan list with content's planWords. */
export function planFact(plan: Plan, fact: PlanFact): string {
  switch (fact) {
    case "parallel":
      return limit(plan.maxParallel, planWords.parallel, planWords.parallelUnlimited);
    case "users":
      return limit(plan.users, planWords.users, planWords.usersUnlimited);
    case "minutes":
      return limit(plan.minutesPerMonth, planWords.minutes, planWords.minutesUnlimited);
    case "support":
      return plan.support;
    case "price":
      return plan.price.kind === "free"
        ? planWords.free
        : plan.price.kind === "per-user"
          ? fill(planWords.perUser, {
              monthly: formatDollars(plan.price.monthly),
              yearly: formatDollars(plan.price.yearly),
            })
          : planWords.contactSales;
  }
}

/** One row's cells, one per plan, from its content entry. */
export function rowValues(values: SourceValues): Record<PlanId, Cell> {
  return Object.fromEntries(
    plans.map((plan): [PlanId, Cell] => {
      if (typeof values !== "object") return [plan.id, values];
      if ("fromPlan" in values) return [plan.id, planFact(plan, values.fromPlan as PlanFact)];
      const cell = (values as Partial<Record<PlanId, Cell>>)[plan.id];
      if (cell === undefined) throw new Error(`content/pages/platform-pricing.ts: no cell for ${plan.id}`);
      return [plan.id, cell];
    }),
  ) as Record<PlanId, Cell>;
}

/** The feature comparison of /{brand}-platform-pricing: words from content, limits and prices from the plan list. */
export const comparison: ComparisonGroup[] = source.map((group) => ({
  heading: group.heading,
  rows: group.rows.map((row) => ({ feature: row.feature, values: rowValues(row.values as SourceValues) })),
}));
