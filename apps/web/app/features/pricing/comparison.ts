import { type PlanId, plans } from "@ignitest/contracts";

/** A cell: included (true), not included (false) or a short value. */
export type Cell = boolean | string;

export type ComparisonRow = { feature: string; values: Record<PlanId, Cell> };
export type ComparisonGroup = { heading: string; rows: ComparisonRow[] };

const everyPlan = (value: Cell): Record<PlanId, Cell> => ({
  "cloud-basic": value,
  "cloud-professional": value,
  "on-premises-enterprise": value,
});

function parallelLabel(id: PlanId): string {
  const limit = plans.find((plan) => plan.id === id)?.maxParallel;
  return limit === null || limit === undefined ? "Sized to your licence" : `Up to ${limit}`;
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
      {
        feature: "Support",
        values: {
          "cloud-basic": "Documentation and e-mail",
          "cloud-professional": "24/7 Support",
          "on-premises-enterprise": "24/7 Support and guided upgrades",
        },
      },
      {
        feature: "Billing",
        values: {
          "cloud-basic": "Free",
          "cloud-professional": "Monthly or yearly",
          "on-premises-enterprise": "Annual licence",
        },
      },
    ],
  },
];
