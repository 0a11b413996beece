/**
 * The customers the site names: the product is fictional, so they are too,
 * invented for this site (never Microsoft's sample names such as Contoso or
 * Fabrikam). Each has its own small logo (a mark drawn in a 24-unit box plus
 * its wordmark, in the current text color), used on the home page's logo strip
 * and on its case study, with a quote from a named person and the headline
 * figures of its results. Validated by CustomersSchema where it is read.
 */
export const customers = [
  {
    id: "basketly",
    name: "Basketly",
    industry: "Ecommerce",
    caseStudy: "/case-studies/ecommerce",
    logo: { mark: "M4 8h16l-2 11H6zM8 8a4 4 0 0 1 8 0", wordmark: "font-bold tracking-tight" },
    quote: {
      text: "Checkout used to be the part of every release we were afraid of. Now it is the part we test first, every night, without anyone touching it.",
      person: "Maya Okafor",
      role: "Head of Quality Engineering",
    },
    figures: [
      { value: "5 → 1", label: "days of regression per release" },
      { value: "Weekly", label: "storefront releases, up from monthly" },
      { value: "640", label: "automated checkout and catalog tests" },
    ],
  },
  {
    id: "learnwell",
    name: "Learnwell",
    industry: "Edtech",
    caseStudy: "/case-studies/edtech",
    logo: { mark: "M3 7l9-4 9 4-9 4zM7 9v6c3 2 7 2 10 0V9", wordmark: "font-serif font-semibold" },
    quote: {
      text: "Exam season no longer means a month-long freeze. We run the whole suite on every device before each release and ship with a straight face.",
      person: "Daniel Fischer",
      role: "QA Manager",
    },
    figures: [
      { value: "4 → 1", label: "weeks of pre-exam release freeze" },
      { value: "100%", label: "of releases run the full suite first" },
      { value: "3×", label: "more device and browser combinations" },
    ],
  },
  {
    id: "tickbridge",
    name: "Tickbridge Markets",
    industry: "Trading",
    caseStudy: "/case-studies/trading",
    logo: { mark: "M3 17l5-6 4 3 7-9M15 5h4v4", wordmark: "font-semibold uppercase tracking-wider text-sm" },
    quote: {
      text: "We test an order the way a customer places it and the way our back office receives it, in one script. Integration surprises stopped reaching production.",
      person: "Priya Raman",
      role: "Director of Test Automation",
    },
    figures: [
      { value: "3 days → 4 h", label: "order-flow regression" },
      { value: "1,200", label: "UI and API checks per release" },
      { value: "0", label: "order-routing defects in production last year" },
    ],
  },
  {
    id: "harbor-health",
    name: "Harbor Health",
    industry: "Healthcare",
    caseStudy: "/case-studies/healthcare",
    logo: { mark: "M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z", wordmark: "font-bold" },
    quote: {
      text: "Our auditors ask for evidence, not promises. Every run gives us step-level results with screenshots that we can hand over as they are.",
      person: "Elena Marsh",
      role: "Clinical Systems Test Lead",
    },
    figures: [
      { value: "Quarterly → monthly", label: "patient portal releases" },
      { value: "100%", label: "of appointment booking paths automated" },
      { value: "2 h", label: "to assemble audit evidence, down from 2 days" },
    ],
  },
  {
    id: "brightline",
    name: "Brightline Media Group",
    industry: "Media and entertainment",
    caseStudy: "/case-studies/media-and-entertainment",
    logo: { mark: "M4 5h16v11H4zM9 20h6M12 16v4", wordmark: "font-black lowercase tracking-tight" },
    quote: {
      text: "Twelve brands, one script library. When we launch a new title, its site joins the nightly run within the week.",
      person: "Tomás Ortega",
      role: "Head of Digital QA",
    },
    figures: [
      { value: "12", label: "brands tested from one script library" },
      { value: "5 days", label: "to add a new brand to the suite" },
      { value: "90%", label: "of layout regressions caught before release" },
    ],
  },
  {
    id: "keystone",
    name: "Keystone Mutual",
    industry: "Insurance",
    caseStudy: "/case-studies/insurance",
    logo: { mark: "M12 3l8 4v5c0 5-4 8-8 9-4-1-8-4-8-9V7z", wordmark: "font-serif" },
    quote: {
      text: "Rating rules change every month. Running every rating combination every night is what let us launch our new home product on the date we promised.",
      person: "Grace Whitfield",
      role: "VP, Quality Assurance",
    },
    figures: [
      { value: "Nightly", label: "full rating coverage, up from quarterly samples" },
      { value: "4,800", label: "quote combinations checked each night" },
      { value: "On time", label: "latest product launch" },
    ],
  },
  {
    id: "streamwave",
    name: "StreamWave Media",
    industry: "Streaming media",
    caseStudy: "/case-studies/streamwave-media",
    logo: { mark: "M3 12c3-6 6 6 9 0s6 6 9 0", wordmark: "font-extrabold italic" },
    quote: {
      text: "Sign-up, playback and billing on three apps used to take a weekend to check. Now the results are waiting for us when we start work.",
      person: "Jordan Ellis",
      role: "QA Engineering Manager",
    },
    figures: [
      { value: "3 apps", label: "regression-tested overnight" },
      { value: "2×", label: "release frequency: every sprint" },
      { value: "−60%", label: "playback and billing issues after release" },
    ],
  },
] as const;
