import type { PlanId } from "@ignitest/contracts";
import { formatDollars } from "~/lib/format-number";
import { limitLabel, type planById, plans } from "~/lib/plans";

/** A cell: included (true), not included (false) or a short value. */
export type Cell = boolean | string;

export type ComparisonRow = { feature: string; values: Record<PlanId, Cell> };
export type ComparisonGroup = { heading: string; rows: ComparisonRow[] };

const everyPlan = (value: Cell): Record<PlanId, Cell> => ({
  "cloud-basic": value,
  "cloud-professional": value,
  "on-premises-enterprise": value,
});

/** One value per plan, from the plan catalogue. */
function perPlan(value: (plan: ReturnType<typeof planById>) => Cell): Record<PlanId, Cell> {
  return Object.fromEntries(plans.map((plan) => [plan.id, value(plan)])) as Record<PlanId, Cell>;
}

function parallelLabel(id: PlanId): string {
  const limit = plans.find((plan) => plan.id === id)?.maxParallel;
  return limit === null || limit === undefined ? "Sized to your license" : `Up to ${limit}`;
}

/** The feature comparison of /{brand}-platform-pricing. Parallel limits come from the shared plan list. */
export const comparison: ComparisonGroup[] = [
  {
    heading: "Automation",
    rows: [
      { feature: "Scriptless web automation", values: everyPlan(true) },
      { feature: "Mobile automation (Android and iOS)", values: everyPlan(true) },
      { feature: "API automation", values: everyPlan(true) },
      { feature: "700+ predefined NLPs, step groups and element repository", values: everyPlan(true) },
      {
        feature: "Visual testing",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
      {
        feature: "UI-performance testing",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
      {
        feature: "AI-assisted automation",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
    ],
  },
  {
    heading: "Execution",
    rows: [
      {
        feature: "Concurrent executions",
        values: {
          "cloud-basic": parallelLabel("cloud-basic"),
          "cloud-professional": parallelLabel("cloud-professional"),
          "on-premises-enterprise": parallelLabel("on-premises-enterprise"),
        },
      },
      { feature: "Sequential, parallel and distributed suite runs", values: everyPlan(true) },
      {
        feature: "Cloud browser and device providers",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
    ],
  },
  {
    heading: "Manage and integrate",
    rows: [
      { feature: "Manual test case management", values: everyPlan(true) },
      { feature: "Defect management, dashboards and analytics", values: everyPlan(true) },
      {
        feature: "Jira, Jenkins, Azure DevOps, GitHub, GitLab, Bitbucket and Slack",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
    ],
  },
  {
    heading: "Deployment and support",
    rows: [
      {
        feature: "Hosting",
        values: {
          "cloud-basic": "Ignitest cloud",
          "cloud-professional": "Ignitest cloud",
          "on-premises-enterprise": "Your data center or private cloud",
        },
      },
      {
        feature: "Test data stays inside your network",
        values: { "cloud-basic": false, "cloud-professional": false, "on-premises-enterprise": true },
      },
      { feature: "Users", values: perPlan((plan) => limitLabel(plan.users, "users", "As licensed")) },
      {
        feature: "Execution minutes a month",
        values: perPlan((plan) => limitLabel(plan.minutesPerMonth, "minutes", "Unmetered")),
      },
      { feature: "Support", values: perPlan((plan) => plan.support) },
      {
        feature: "Price",
        values: perPlan((plan) =>
          plan.price.kind === "free"
            ? "Free"
            : plan.price.kind === "per-user"
              ? `${formatDollars(plan.price.monthly)} per user a month, or ${formatDollars(plan.price.yearly)} billed yearly`
              : "Annual license: contact sales",
        ),
      },
    ],
  },
];
