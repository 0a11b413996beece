/**
 * The words of the home page (/): its title and description, the copy other
 * pages and llms.txt read, and the FAQs (seven, so the accordion's Show More
 * has something to reveal; plain text, they are also the FAQPage JSON-LD).
 * Validated by the page-copy schemas (apps/web/app/page-copy/page-copy.ts).
 */
export const title = "Ignitest – Scriptless Test Automation for Web, Mobile, Desktop and API";
export const description =
  "Build scriptless tests for web, mobile, desktop and API in plain English, run them in parallel in the cloud and cover SAP, Salesforce and more enterprise apps.";

export const page = {
  path: "/",
  title,
  description,
  eyebrow: "Test automation suite",
  h1: "Helping Leading Brands Release Software Faster",
  lead: "Ignitest gives QA teams one suite to automate web, mobile, desktop and API tests without writing code, find locators that survive UI changes, run at scale in the cloud and reuse ready-made test assets. 20,000,000+ automated tests and counting.",
  sections: [
    {
      id: "products",
      layout: "cards",
      heading: "One suite for the whole testing cycle",
      body: "Each Ignitest product covers one part of the job a QA team does every sprint. Testers design and automate in the Platform, pick up stable locators with the Finder, execute on hosted browsers and devices in the Cloud, and start from proven steps in the Assets store. When you need real people on real devices, Crowd adds them to the same release plan.",
      bullets: [
        "Platform: scriptless web, mobile, desktop and API automation with test and defect management",
        "Finder: locator finders for web, mobile, MS Dynamics and Salesforce",
        "Cloud (Beta): cloud mobile, cloud web and cloud live testing",
        "Assets (Beta): over 700 predefined NLPs, plus elements, step groups and templates",
        "Crowd: web, mobile, and web-and-mobile crowd testing",
      ],
    },
    {
      id: "scriptless",
      heading: "Automation your whole QA team can write",
      body: 'Tests in Ignitest are built from natural-language steps such as "Click on element", "Enter input into element" and "Verify title of the page". Manual testers who know the application best can automate their own cases, while automation engineers focus on test design, data and pipelines instead of maintaining page objects and framework code.',
      bullets: [
        "Readable steps that business analysts and auditors can review",
        "Shared element repository, so one locator fix updates every test that uses it",
        "Step groups that turn a login or checkout into a reusable block",
        "Excel test data and data providers for data-driven runs",
      ],
    },
    {
      id: "enterprise-apps",
      layout: "cards",
      heading: "Built for the applications enterprises run on",
      body: "Packaged business applications are where regression testing hurts most: vendors ship updates on their schedule, pages are generated with dynamic IDs, and one business process crosses several systems. Ignitest has dedicated locator support and solution guidance for the platforms QA teams are asked to certify release after release.",
      bullets: [
        "SAP Fiori and SAP GUI",
        "Salesforce Lightning and Classic, MS Dynamics 365",
        "PeopleSoft, Workday and Oracle applications",
        "ServiceNow portals and workspaces",
      ],
    },
    {
      id: "at-scale",
      heading: "20,000,000+ automated tests and counting",
      body: "Automation only pays off when it runs on every build and its results are trusted. Ignitest runs suites in parallel, reruns failed scripts automatically to separate flaky failures from real ones, and turns each run into dashboards and defects your team can act on. It connects to the CI, source control and issue tools you already use.",
      bullets: [
        "Parallel execution across browsers, devices and environments",
        "Execution analytics, dashboards and built-in defect tracking",
        "Integrations with Jenkins, Azure, GitHub, GitLab, Bitbucket, Jira and Slack",
      ],
    },
  ],
};

/** The hero: the page's one h1, its calls to action, the headline claim and the steps of its test-run picture. */
export const hero = {
  eyebrow: "Test automation for QA teams",
  h1: "Scriptless test automation for web, mobile, desktop and API",
  lead: "Write tests as plain-English steps, reuse them across browsers and devices, and run them in parallel from your pipeline. Manual testers automate from day one; automation engineers stop maintaining brittle scripts.",
  primaryCta: { label: "Start Free Testing", to: "/signup" },
  secondaryCta: { label: "Get a Demo", to: "/schedule-demo" },
  /** The playground: the product in the browser, no sign-up (docs/playground.md). */
  tryCta: { label: "Try it in your browser", to: "/playground" },
  claimFigure: "20,000,000+",
  claimText: "automated tests and counting",
  runTitle: "Checkout regression · Chrome · Android · iOS",
  runSteps: [
    { label: "Open the sign-in page", state: "passed" },
    { label: "Enter user name and password", state: "passed" },
    { label: "Verify the dashboard title", state: "passed" },
    { label: "Add item to the order", state: "running" },
    { label: "Verify the order total", state: "pending" },
  ],
} as const;

/** The product lines: each card links to its page; "{brand}" is the brand slug. */
export const productLines = {
  heading: "One suite, from the first locator to the last regression run",
  lead: "Use one product or all of them: they share the same projects, elements and test data.",
  beta: "Beta",
  explore: "Explore {product}",
  products: [
    {
      name: "Ignitest Platform",
      to: "/{brand}-platform",
      summary:
        "Scriptless web, mobile, desktop and API automation in one project, with the rest of the testing lifecycle beside it.",
      features: [
        "Web, mobile, desktop and API automation",
        "Visual and UI-performance testing",
        "Manual test case and defect management",
        "AI-powered automation",
      ],
    },
    {
      name: "Ignitest Finder",
      to: "/{brand}-finder",
      summary: "Capture locators that survive the next release, even on screens with generated IDs.",
      features: [
        "Web and mobile locator finders",
        "MS Dynamics and Salesforce locator finders",
        "Desktop client for Windows, Mac and Linux",
      ],
    },
    {
      name: "Ignitest Cloud",
      to: "/{brand}-cloud",
      beta: true,
      summary: "Run on real browsers and devices without keeping a lab of your own.",
      features: [
        "Cloud mobile, cloud web and cloud live testing",
        "Free Cloud Basic plan",
        "Paid Cloud Professional plan",
      ],
    },
    {
      name: "Ignitest Assets",
      to: "/{brand}-assets",
      beta: true,
      summary: "Start from steps other testers have already built instead of writing them again.",
      features: [
        "Platform assets and domain assets",
        "A templates store to buy and sell templates",
        "Over 700 predefined NLPs",
      ],
    },
    {
      name: "Ignitest Crowd",
      to: "/{brand}-crowd",
      summary: "Put a release in front of real testers on real devices before your customers see it.",
      features: ["Web crowd testing", "Mobile crowd testing", "Web-and-mobile crowd testing"],
    },
  ],
};

/** "How it works": the path from sign-up to a reported defect, in four steps. */
export const howItWorks = {
  heading: "How it works",
  lead: "From an empty project to a reported defect, without writing a line of test code.",
  steps: [
    {
      title: "Set up your project",
      body: "Sign up free, create a project for your web, mobile or API application and invite your team with the roles they need.",
    },
    {
      title: "Build tests without scripts",
      body: "Compose each test from plain-English NLP steps, keep locators in a shared element repository and reuse flows as step groups.",
    },
    {
      title: "Run everywhere, in parallel",
      body: "Group scripts into suites and run them sequentially, in parallel or distributed, on local machines or cloud browsers and devices, from Jenkins or Azure.",
    },
    {
      title: "Analyze and report defects",
      body: "Read step-by-step results, re-run failed scripts automatically and log defects to Jira, with dashboards and analytics for the release.",
    },
  ],
};

/** The "Extreme test assets" banner (docs/product/blocks.md#extreme-test-assets). */
export const extremeTestAssets = {
  eyebrow: "Ignitest Assets",
  heading: "Extreme test assets",
  body: "Start from a catalog of over 700 predefined NLPs, elements and step groups for web, Android and iOS, rated by the testers who use them. Add one to your project instead of building the same login or checkout steps again.",
  kinds: ["700+ predefined NLPs", "Reusable elements", "Ready-made step groups"],
  demoCta: { label: "Schedule a Demo", to: "/schedule-demo" },
  assetsLink: { label: "Explore assets", to: "/{brand}-assets" },
};

/** The enterprise-app solutions row: one card per /solution/<slug>-automation-testing page. */
export const solutions = {
  heading: "Test automation for the enterprise apps you run on",
  lead: "Packaged applications change on the vendor's schedule, not yours. Keep your end-to-end flows covered through every update.",
  linkText: "{name} automation testing",
  items: [
    { name: "SAP", slug: "sap", body: "Fiori and SAP GUI transactions across order-to-cash and procure-to-pay." },
    {
      name: "Salesforce",
      slug: "salesforce",
      body: "Lightning pages and their dynamic IDs, through three releases a year.",
    },
    { name: "MS Dynamics", slug: "msdynamics", body: "Dynamics 365 forms, grids and business process flows." },
    { name: "PeopleSoft", slug: "peoplesoft", body: "HR, finance and campus pages through each PeopleTools update." },
    { name: "Workday", slug: "workday", body: "Business processes retested for every biannual feature release." },
    {
      name: "ServiceNow",
      slug: "service-now",
      body: "Catalog items, workflows and forms after each family upgrade.",
    },
    { name: "Oracle", slug: "oracle", body: "Oracle Cloud and E-Business Suite flows from quarterly updates." },
  ],
};

/** The logo strip's pause button (the customers themselves are content/customers.ts). */
export const logoStrip = { play: "Play customer logos", pause: "Pause customer logos" };

export const faqs = [
  {
    question: "What is scriptless test automation?",
    answer:
      "Instead of writing code, you build each test from plain-English steps called NLPs, such as opening a URL, entering text into an element or verifying a value. Ignitest runs those steps on the browser, device or API you choose, so a manual tester can automate a regression case without learning a programming language.",
  },
  {
    question: "Which applications can I test with Ignitest?",
    answer:
      "Ignitest Platform automates web, mobile (Android and iOS), desktop and API testing, and adds visual and UI-performance testing on top. There are dedicated solutions for enterprise applications such as SAP, Salesforce, MS Dynamics, PeopleSoft, Workday, ServiceNow and Oracle.",
  },
  {
    question: "What are NLPs, and how many are available?",
    answer:
      "An NLP is a predefined, reusable test step written in natural language. The Ignitest Assets catalog holds over 700 predefined NLPs, alongside reusable elements and step groups, each with a description and example scenarios.",
  },
  {
    question: "Do locators break when the application changes?",
    answer:
      "Locators live in a shared element repository, so a change is fixed once and every script that uses the element picks it up. Ignitest Finder helps you capture stable locators for web, mobile, MS Dynamics and Salesforce screens, where generated IDs defeat ordinary selectors.",
  },
  {
    question: "Can I run tests from my CI/CD pipeline?",
    answer:
      "Yes. Ignitest integrates with Jenkins, Azure, GitHub, GitLab and Bitbucket, sends results to Slack and logs defects to Jira. Suites can run sequentially, in parallel or distributed across machines, and failed scripts can be re-run automatically.",
  },
  {
    question: "What is the difference between Cloud Basic and Cloud Professional?",
    answer:
      "Cloud Basic is the free plan for getting started with Ignitest in the cloud. Cloud Professional is the paid plan for teams running larger suites. If your data has to stay inside your network, the On Premises Enterprise license runs the platform on your own infrastructure. The pricing page compares all three.",
  },
  {
    question: "How do I get started?",
    answer:
      "Sign up free with your work e-mail, create a project and automate your first web test using the self-learning videos and documentation. If you would rather see it on your own application first, schedule a demo with our team.",
  },
];
