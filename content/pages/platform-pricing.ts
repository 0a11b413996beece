/**
 * Every word of /{brand}-platform-pricing in one place: the page copy, the
 * headings and links around the plan cards, the feature comparison and the
 * FAQs. The plans themselves (names, prices, limits) are content/plans.ts.
 * Validated by the page-copy schemas (apps/web/app/page-copy/page-copy.ts)
 * when the site is built and in its content test.
 */
export const page = {
  path: "/{brand}-platform-pricing",
  title: "Platform Pricing: Cloud and On-Premises Plans | Ignitest",
  description:
    "Compare Ignitest plans: Cloud Basic is free, Cloud Professional adds capacity for growing teams, and On Premises Enterprise runs inside your own network.",
  eyebrow: "Pricing",
  h1: "Plans for every stage of test automation",
  lead: "Start free on Cloud Basic, move to Cloud Professional when your team and execution volume grow, or run Ignitest inside your own network with an On Premises Enterprise license. Every plan uses the same scriptless Platform.",
  sections: [
    {
      id: "cloud-basic",
      heading: "Cloud Basic: free",
      body: "Cloud Basic is the free way to start automating with Ignitest. Sign up, create a project and build your first scriptless web, mobile or API tests without installing a server or agreeing to a contract. It suits individual testers, proofs of concept, and teams that want to see their own application automated before they commit.",
      bullets: [
        "Free plan, available straight from sign-up",
        "Hosted by Ignitest, nothing to install",
        "Scriptless web, mobile and API automation",
        "Upgrade to Cloud Professional at any time",
      ],
    },
    {
      id: "cloud-professional",
      layout: "cards",
      heading: "Cloud Professional",
      body: "Cloud Professional is the paid cloud plan for teams running automation as part of every release. It adds more users, projects and parallel execution capacity, the integrations that connect tests to CI and issue tracking, and 24/7 Support. Billing is available monthly or yearly, and the plan grows with your suite.",
      bullets: [
        "More users, projects and parallel executions",
        "CI, source control, Jira and Slack integrations",
        "Monthly or yearly billing",
        "24/7 Support",
      ],
    },
    {
      id: "on-premises-enterprise",
      heading: "On Premises Enterprise",
      body: "The On Premises Enterprise license installs the Platform on infrastructure you control, for organizations whose applications, test data or compliance rules must stay inside their network. Licensing is sized to your users and concurrent executions, and our team helps with installation, prerequisites and upgrades.",
      bullets: [
        "Installed in your data center or private cloud",
        "Test data and results stay inside your network",
        "License sized to your users and concurrent executions",
        "Guided installation and upgrade support",
      ],
    },
    {
      id: "choosing-a-plan",
      layout: "cards",
      heading: "Not sure which plan fits?",
      body: "The right plan mostly depends on how many tests must run at the same time and where your applications and data are allowed to live. Use the concurrent execution calculator to estimate parallel capacity, check the cloud and on-premise prerequisites, or schedule a demo and we will recommend a plan with you.",
      bullets: [
        "Estimate capacity with the concurrent execution calculator",
        "Review the cloud and on-premise prerequisites",
        "Schedule a demo for a tailored recommendation",
      ],
    },
  ],
};

export const labels = {
  compareHeading: "Compare plans",
  tableCaption: "Features of each plan",
  featureColumn: "Feature",
  included: "Included",
  notIncluded: "Not included",
  calculatorLink: "Estimate your concurrent executions",
  cloudPrerequisitesLink: "Cloud prerequisites",
  onPremisePrerequisitesLink: "On-premise prerequisites",
  faqHeading: "Pricing questions",
};

/**
 * The plan cards: each plan's button, price notes, the billing switch and the
 * limits list. {days} is the trial's length, {n} a plan's limit, {yearly},
 * {total} and {saving} its yearly price, yearly total and saving, {plan} its name.
 */
export const planCards = {
  ctas: {
    "cloud-basic": { label: "Start Free Testing", to: "/signup" },
    "cloud-professional": { label: "Start a {days}-day trial", to: "/signup" },
    "on-premises-enterprise": { label: "Contact sales", to: "/contactus" },
  },
  ctaFor: " for {plan}",
  free: "Free",
  freeNote: "No card, no contract, no end date",
  contactSales: "Contact sales",
  contactSalesNote: "Annual license sized to your users and executions",
  perUserMonth: "per user / month",
  billedMonthly: "Billed monthly; {yearly} billed yearly",
  billedYearly: "Billed yearly, {total} per user; you save {saving}%",
  billingPeriod: "Billing period",
  monthly: "Monthly",
  yearly: "Yearly",
  yearlySaving: "Save {saving}% with yearly billing",
  featured: "Most teams choose this",
  limitsHeading: "Limits",
  limits: {
    users: "{n} users",
    usersUnlimited: "Users as licensed",
    parallel: "Up to {n} concurrent executions",
    parallelUnlimited: "Concurrent executions sized to your license",
    minutes: "{n} execution minutes a month",
    minutesUnlimited: "Unmetered execution minutes",
  },
};

/**
 * How a comparison cell that comes from the plan list is worded: {n} is the
 * plan's limit, {monthly} and {yearly} its prices.
 */
export const planWords = {
  parallel: "Up to {n}",
  parallelUnlimited: "Sized to your license",
  users: "{n} users",
  usersUnlimited: "As licensed",
  minutes: "{n} minutes",
  minutesUnlimited: "Unmetered",
  free: "Free",
  perUser: "{monthly} per user a month, or {yearly} billed yearly",
  contactSales: "Annual license: contact sales",
};

/**
 * The feature comparison. A row's `values` is one cell for every plan, a cell
 * per plan id, or `{ fromPlan }`: the plan list's limit, support or price,
 * worded by planWords. A cell is true (included), false (not included) or
 * a short text.
 */
export const comparison = [
  {
    heading: "Automation",
    rows: [
      { feature: "Scriptless web automation", values: true },
      { feature: "Mobile automation (Android and iOS)", values: true },
      { feature: "API automation", values: true },
      { feature: "700+ predefined NLPs, step groups and element repository", values: true },
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
      { feature: "Concurrent executions", values: { fromPlan: "parallel" } },
      { feature: "Sequential, parallel and distributed suite runs", values: true },
      {
        feature: "Cloud browser and device providers",
        values: { "cloud-basic": false, "cloud-professional": true, "on-premises-enterprise": true },
      },
    ],
  },
  {
    heading: "Manage and integrate",
    rows: [
      { feature: "Manual test case management", values: true },
      { feature: "Defect management, dashboards and analytics", values: true },
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
      { feature: "Users", values: { fromPlan: "users" } },
      { feature: "Execution minutes a month", values: { fromPlan: "minutes" } },
      { feature: "Support", values: { fromPlan: "support" } },
      { feature: "Price", values: { fromPlan: "price" } },
    ],
  },
];

/** The pricing FAQs (docs/product/data.md#faq-item: question and answer; plain text, they are also the FAQPage JSON-LD). */
export const faqs = [
  {
    question: "Is Cloud Basic really free?",
    answer:
      "Yes. Cloud Basic is free from sign-up, with no card and no contract. It includes scriptless web, mobile and API automation, manual test case management and defect management, with up to two concurrent executions.",
  },
  {
    question: "What counts as a concurrent execution?",
    answer:
      "One test script running on one browser or device at a time. A suite that runs 10 scripts in parallel uses 10 concurrent executions while it runs. The concurrent execution calculator estimates how many you need from your suite size, average test duration and target run time.",
  },
  {
    question: "Can we move from Cloud Basic to Cloud Professional later?",
    answer:
      "Yes. Projects, scripts, elements, step groups and results stay where they are; the upgrade adds capacity, integrations and 24/7 Support to the same workspace.",
  },
  {
    question: "When should we choose On Premises Enterprise?",
    answer:
      "When applications under test, test data or results must stay inside your network, when your security review rules out a hosted service, or when you need more concurrent executions than Cloud Professional offers. Check the on-premise prerequisites before you plan the installation.",
  },
  {
    question: "Do all plans use the same product?",
    answer:
      "Yes. Every plan runs the same scriptless Platform, the same natural-language steps and the same element repository, so tests written on Cloud Basic run unchanged on the other plans.",
  },
  {
    question: "How is Cloud Professional billed?",
    answer:
      "Per user: $49 a month billed monthly, or $39 a month billed yearly. Yearly billing is the better fit for teams with a steady release cadence, and the 30-day trial lets you try the plan before you pay.",
  },
  {
    question: "Which integrations are included?",
    answer:
      "Cloud Professional and On Premises Enterprise include the CI and tracker integrations: Jenkins, Azure DevOps, GitHub, GitLab, Bitbucket, Jira and Slack, plus cloud browser and device providers.",
  },
];
