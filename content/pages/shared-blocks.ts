/**
 * The words of the blocks that close many pages (docs/product/blocks.md):
 * "Ready to get Started" and "Are you ready to Explore". The headings are
 * quoted by the product's contract and stay exactly as written. Read by
 * apps/web/app/components/blocks/ and checked by page-copy/page-words.test.ts.
 */
export const readyToGetStarted = {
  heading: "Ready to get Started",
  lead: "Build a test from plain-English steps and run it on the browsers and devices your customers use.",
  cta: { label: "Start Free Testing", to: "/signup" },
  perks: {
    signup: {
      title: "Free Signup",
      body: "Create an account with your work e-mail, set up a project and start building your first web test right away.",
    },
    support: {
      title: "24/7 Support",
      body: "On Cloud Professional and On Premises Enterprise our support engineers answer at any hour, so a blocked nightly run gets help before your team's stand-up.",
    },
  },
};

export const readyToExplore = {
  heading: "Are you ready to Explore",
  lead: "Bring one of your own regression flows to a live session and watch our team turn it into a scriptless test.",
  cta: { label: "Schedule a Demo", to: "/schedule-demo" },
};

/** The row of related pages near the end of feature and solution pages (components/page/related-pages.tsx). */
export const relatedPages = {
  /** The row's heading on each group of sibling pages (features/related-pages/sibling-groups.ts). */
  headings: {
    platform: "Related Platform features",
    finder: "Related locator finders",
    solutions: "Related solutions",
  },
  /** Under each card; the whole card is the link. */
  more: "Learn more →",
};

/** The banner of the Platform's pages (their copy is platform.json): the product itself, in the browser. */
export const platformBanner = {
  playground: { label: "Try it in your browser", to: "/playground" },
};
