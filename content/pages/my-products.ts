/**
 * Every word of /{brand}-products (My Products, signed-in users only): the
 * page copy, whose sections are the product cards, the cards' buttons and the
 * license renewal notice. {name} is the brand's name (site.name), {days} and
 * {cycle} the license's. Checked by the page-copy schemas and
 * apps/web/app/page-copy/page-words.test.ts.
 */
export const page = {
  path: "/{brand}-products",
  title: "My Products: Open Platform, Finder, Cloud or Assets | Ignitest",
  description:
    "Your Ignitest products in one place. Open the Platform web app, launch the Finder desktop client, or continue to Cloud and Assets with the same sign-in.",
  eyebrow: "My Products",
  h1: "Choose a product to open",
  lead: "Your Ignitest account is one entry point to the whole suite. Open the Platform web app, launch the Finder desktop client, or continue to Cloud and Assets, all with the sign-in you already used.",
  headerStyle: "position",
  sections: [
    {
      id: "platform",
      heading: "Ignitest Platform",
      body: "The Platform opens in a new window and takes you straight to your projects, where you build scriptless web, mobile, desktop and API tests, manage manual test cases and follow up on defects. If your license needs attention, for example because it has expired, you are taken to the license page instead so you can renew or change plans.",
      bullets: [
        "Scriptless web, mobile, desktop and API automation",
        "Manual test case management and defect management",
        "Visual, UI-performance and AI-powered automation testing",
      ],
    },
    {
      id: "finder",
      layout: "cards",
      heading: "Ignitest Finder",
      body: "Choosing Finder launches the desktop client installed on your computer. If the client is not installed yet, you are taken to the download section of the Finder page, where you can get the version for Windows, Mac or Linux and sign in with this same account.",
      bullets: [
        "Locator finders for web and mobile applications",
        "Dedicated finders for MS Dynamics and Salesforce",
        "Desktop client for Windows, Mac and Linux",
      ],
    },
    {
      id: "cloud-and-assets",
      heading: "Cloud and Assets",
      body: "Cloud and Assets are both in Beta and open here on the website. Cloud covers mobile, web and live testing on hosted infrastructure, so your team can run without maintaining device labs or browser grids. Assets is the store of ready-made NLPs, elements, step groups and templates that shorten the time to a first working test.",
      bullets: [
        "Cloud: cloud mobile, cloud web and cloud live testing",
        "Assets: over 700 predefined NLPs plus platform and domain assets",
        "Templates store for buying and selling test templates",
      ],
    },
  ],
};

export const labels = {
  openPlatform: "Open {name} Platform",
  /** Read by screen readers after the Platform's button. */
  newWindow: "(opens in a new window)",
  launchFinder: "Launch {name} Finder",
  goToCloud: "Go to {name} Cloud",
  goToAssets: "Go to {name} Assets",
};

export const renewal = {
  expiresToday: "Your license expires today.",
  expiresInOneDay: "Your license expires in {days} day.",
  expiresInDays: "Your license expires in {days} days.",
  renew:
    "Renew it from the license page in the Platform ({cycle} billing) so your team keeps running tests without interruption.",
  /** The billing cycle named when the record has none. */
  unknownCycle: "current",
};
