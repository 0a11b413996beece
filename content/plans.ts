/**
 * The plans of /{brand}-platform-pricing (docs/product/pages-and-routes.md#platform) and their limits:
 * the one source for the pricing page, the concurrent execution calculator,
 * the sign-up page and the trial license the API starts on activation.
 * Validated by PlanCatalogueSchema (packages/contracts/src/plans.ts) where it
 * is read. Prices are in US dollars per user and month.
 */
export const planCatalogue = {
  currency: "USD",
  /** What activating a new account starts; when it ends the account picks a plan (Cloud Basic stays free). */
  trial: { plan: "cloud-professional", days: 30, billingCycle: "Monthly" },
  /** Ordered from smallest to largest: the first plan whose limits cover a need is the recommendation. */
  plans: [
    {
      id: "cloud-basic",
      name: "Cloud Basic",
      price: { kind: "free" },
      users: 3,
      maxParallel: 2,
      minutesPerMonth: 1_000,
      support: "Documentation and e-mail support (next business day)",
    },
    {
      id: "cloud-professional",
      name: "Cloud Professional",
      price: { kind: "per-user", monthly: 49, yearly: 39 },
      users: 100,
      maxParallel: 20,
      minutesPerMonth: 20_000,
      support: "24/7 Support",
    },
    {
      id: "on-premises-enterprise",
      name: "On Premises Enterprise",
      price: { kind: "contact-sales" },
      users: null,
      maxParallel: null,
      minutesPerMonth: null,
      support: "24/7 Support with a named support engineer",
    },
  ],
} as const;
