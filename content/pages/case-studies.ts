/**
 * Every word of /case-studies and the words its case studies
 * (/case-studies/<industry>, copy in resources.json) share: the index page's
 * copy, the labels of its cards, the industry each study speaks to (by route)
 * and the labels around a study's customer proof. The customers themselves
 * (logos, quotes, figures) are content/customers.ts. Checked by the page-copy
 * schemas and apps/web/app/page-copy/page-words.test.ts.
 */
export const page = {
  path: "/case-studies",
  title: "Test Automation Case Studies by Industry | Ignitest",
  description:
    "Read how QA teams in ecommerce, edtech, trading, healthcare, media and insurance moved regression testing to scriptless automation with Ignitest.",
  eyebrow: "Case studies",
  h1: "How QA teams release faster with Ignitest",
  lead: "See how teams in ecommerce, edtech, trading, healthcare, media and insurance replaced slow manual regression with scriptless automation, and what changed in their release cycles, test coverage and defect handling.",
  headerStyle: "position",
  sections: [
    {
      id: "industries",
      heading: "Browse by industry",
      body: "Each industry brings its own testing pressure: peak-season traffic in retail, exam windows in education, market hours in trading, regulation in healthcare and insurance, and device fragmentation in media. Pick the story closest to your own situation to see which parts of the suite the team used and why.",
      bullets: [
        "Ecommerce: catalog, cart and checkout across browsers and devices",
        "Edtech: learning portals, assessments and companion mobile apps",
        "Trading: order flows, data-heavy screens and API validation",
        "Healthcare and insurance: patient, policy and claims workflows",
        "Media and entertainment: streaming apps on web and mobile",
      ],
    },
    {
      id: "what-each-covers",
      layout: "cards",
      heading: "What each case study covers",
      body: "Each story tells you where the team started, what they automated first and how they organized the work, which Ignitest products they used, and the outcome for their releases. Where a team changed its approach along the way, we say so.",
      bullets: [
        "The starting point: team size, release cadence and manual effort",
        "The approach: what was automated first and how it was maintained",
        "The products used: Platform, Finder, Cloud or Crowd",
        "The outcome for release speed, coverage and defect handling",
      ],
    },
    {
      id: "plan-yours",
      heading: "Planning a similar project?",
      body: "If one of these stories looks like your own backlog, a demo is the quickest way to check whether the same approach fits. Bring the applications in scope and a few of your manual test cases, and a product specialist will show how they would be automated and run.",
      bullets: [
        "Schedule a demo built around your applications",
        "Start free on Cloud Basic and automate your first tests",
        "Estimate your parallel execution needs with the calculator",
      ],
    },
  ],
};

export const labels = {
  /** Read by screen readers before a card's first measured result. */
  result: "Result: ",
  readMore: "Read the case study →",
  /** A study without an industry below and without an eyebrow. */
  fallbackIndustry: "Case study",
  /** Read by screen readers before the customer's logo on a case study. */
  customer: "Customer: ",
  /** The name of a case study's band of figures; {name} is the customer's. */
  figures: "{name} results",
  /** The alt text of a quoted person's illustrated portrait; {name} is the person's. */
  portraitAlt: "Illustrated portrait of {name}",
};

/** The industry each case study speaks to, shown on its card, by route. */
export const industries: Record<string, string> = {
  "/case-studies/ecommerce": "Ecommerce",
  "/case-studies/edtech": "Edtech",
  "/case-studies/trading": "Trading",
  "/case-studies/healthcare": "Healthcare",
  "/case-studies/media-and-entertainment": "Media and entertainment",
  "/case-studies/insurance": "Insurance",
  "/case-studies/streamwave-media": "Streaming media",
};
