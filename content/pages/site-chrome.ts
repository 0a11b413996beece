/**
 * The words of the site's chrome, shown on every page: the footer (its link
 * columns, tagline, legal links and dialog, office block) and the header's
 * buttons and labels. {name} is the brand's name (site.name) and {brand} the
 * brand's path segment (withBrand in @ignitest/contracts). The header's menus
 * take their words from `menus`, by id; their links and icons are
 * apps/web/app/site/navigation.ts. Read by apps/web/app/shell/ and
 * apps/web/app/site/navigation.ts, checked by apps/web/app/page-copy/shared-words.test.ts.
 */

/** A footer link: a site path, or `external: "support"` for the support site (config.SUPPORT_URL). */
type FooterLinkWords = { label: string; to: string } | { label: string; external: "support" };

/** The footer's four columns of links. */
const footerColumns: { title: string; links: FooterLinkWords[] }[] = [
  {
    title: "Products",
    links: [
      { label: "{name} Platform", to: "/{brand}-platform" },
      { label: "AI automation testing", to: "/ai-automation-testing-tool" },
      { label: "{name} Finder", to: "/{brand}-finder" },
      { label: "{name} Cloud", to: "/{brand}-cloud" },
      { label: "{name} Assets", to: "/{brand}-assets" },
      { label: "{name} Crowd", to: "/{brand}-crowd" },
      { label: "Pricing", to: "/{brand}-platform-pricing" },
    ],
  },
  {
    title: "Solutions",
    links: [
      { label: "SAP testing", to: "/solution/sap-automation-testing" },
      { label: "Salesforce testing", to: "/solution/salesforce-automation-testing" },
      { label: "MS Dynamics testing", to: "/solution/msdynamics-automation-testing" },
      { label: "PeopleSoft testing", to: "/solution/peoplesoft-automation-testing" },
      { label: "Workday testing", to: "/solution/workday-automation-testing" },
      { label: "ServiceNow testing", to: "/solution/service-now-automation-testing" },
      { label: "Oracle testing", to: "/solution/oracle-automation-testing" },
      { label: "Desktop app testing", to: "/desktop-app-testing" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Documentation", to: "/documentation" },
      { label: "Video tutorials", to: "/video-tutorial" },
      { label: "{name} Academy", to: "/{brand}-academy" },
      { label: "Blogs", to: "/blogs" },
      { label: "Release notes", to: "/release-notes/latest-version" },
      { label: "Case studies", to: "/case-studies" },
      { label: "Prerequisites", to: "/prerequisites/cloud-version" },
      { label: "Support", external: "support" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Schedule a demo", to: "/schedule-demo" },
      { label: "Contact us", to: "/contactus" },
      { label: "Sign up", to: "/signup" },
      { label: "Webinars", to: "/webinars" },
      { label: "Cookie policy", to: "/cookies-policy" },
    ],
  },
];

export const footer = {
  tagline: "Scriptless web, mobile, desktop and API automation for QA and testing teams.",
  navLabel: "Footer",
  legalLabel: "Legal",
  /** After the year: "© 2026 Ignitest Ltd." */
  copyrightHolder: "{name} Ltd.",
  /** Read by screen readers after a link that opens in a new tab. */
  newTab: " (opens in a new tab)",
  officesHeading: "Our offices",
  /**
   * The office block's addresses; which show depends on the visitor's country (office-block.tsx).
   * No telephone numbers: India has no range reserved for fiction, and a made-up number may ring a real person.
   */
  offices: {
    india: {
      country: "India",
      lines: ["3rd Floor, Tamarind Court", "48 Kadamba Lane, Whitefield", "Bengaluru, Karnataka 560066"],
      email: "india@ignitest.example",
    },
    unitedKingdom: {
      country: "United Kingdom",
      lines: ["Suite 5, Lanternwick House", "27 Copperfield Row", "London EC2A 3JL"],
      email: "uk@ignitest.example",
    },
    canada: {
      country: "Canada",
      lines: ["Suite 1400", "220 Maplecrest Avenue", "Toronto, ON M5V 3L9"],
      email: "canada@ignitest.example",
    },
    unitedStates: {
      country: "United States",
      lines: ["Suite 610", "1800 Bluebonnet Parkway", "Austin, TX 78701"],
      email: "us@ignitest.example",
    },
  },
  columns: footerColumns,
};

/** The header's own words; its menus' entries are `menus` below. */
export const header = {
  mainNavLabel: "Main",
  menus: { products: "Products", solutions: "Solutions", resources: "Resources" },
  /** Read by screen readers after the brand's name in the logo link. */
  home: ", home",
  signIn: "Sign In",
  /** Read by screen readers after a link that opens in a new tab. */
  newTab: " (opens in a new tab)",
  demo: "Get a Demo",
  menuButton: "Menu",
  menuLoading: "Loading the menu…",
  myProducts: "My Products",
  allMyProducts: "All my products",
  /** The profile menu's name for a user with neither a name nor a user name. */
  yourAccount: "Your account",
  signOut: "Sign Out",
  signingOut: "Signing out…",
};

/**
 * The words of the header's menus (desktop and mobile) and the My Products
 * menu, by the id of the entry, group or tab in apps/web/app/site/navigation.ts.
 */
export const menus: {
  tabs: Record<"platform" | "finder" | "assets" | "cloud", { title: string; summary: string }>;
  groups: Record<string, string>;
  items: Record<string, string>;
  myProducts: Record<"platform" | "finder" | "cloud" | "assets", string>;
} = {
  items: {
    pricing: "Pricing",
    "platform-home": "{name} Platform",
    "ai-automation": "AI Automation Testing Tool",
    "platform-pricing": "Pricing",
    playground: "Try it in your browser",
    "web-automation": "Web Automation Testing",
    "mobile-automation": "Mobile App Automation Testing",
    "api-automation": "API Automation Testing",
    "ux-testing": "User Experience Testing",
    "defect-management": "Defect Management",
    "manual-test-cases": "Manual Test Case Management",
    "visual-testing": "Visual Testing",
    "ui-performance": "UI Performance Testing",
    "finder-home": "{name} Finder",
    "finder-download": "Download Finder",
    "web-locator": "Web Locator Finder",
    "mobile-app-locator": "Mobile App Locator Finder",
    "salesforce-locator": "Salesforce Locator Finder",
    "msdynamics-locator": "MS Dynamics Locator Finder",
    "mobile-locator": "Mobile Locator Finder",
    "platform-assets": "Platform Assets",
    "domain-assets": "Domain Assets",
    "template-store": "Template Store",
    "cloud-mobile": "Cloud Mobile",
    "cloud-web": "Cloud Web",
    "cloud-live": "Cloud Live",
    "web-crowd": "Web Crowd",
    "mobile-crowd": "Mobile Crowd",
    "web-mobile-crowd": "Web & Mobile Crowd",
    "salesforce-testing": "Salesforce Testing",
    "desktop-app-testing": "Desktop App Testing",
    documentation: "Documentation",
    "video-tutorials": "Video Tutorials",
    academy: "Academy",
    prerequisites: "Prerequisites",
    blogs: "Blogs",
    "release-notes": "Release Notes",
    "case-studies": "Case Studies",
    webinars: "Webinars",
    support: "Support",
    "solution-sap": "SAP",
    "solution-salesforce": "Salesforce",
    "solution-msdynamics": "MS Dynamics",
    "solution-peoplesoft": "PeopleSoft",
    "solution-workday": "Workday",
    "solution-service-now": "ServiceNow",
    "solution-oracle": "Oracle",
  },
  groups: {
    "platform-overview": "{name} Platform",
    "platform-features": "Features",
    "finder-overview": "{name} Finder",
    "finder-locators": "Locator finders",
    "assets-store": "{name} Assets",
    "cloud-testing": "{name} Cloud",
    "crowd-testing": "{name} Crowd",
    "enterprise-apps": "Enterprise apps",
    "testing-types": "More solutions",
    learn: "Learn",
    read: "Read and watch",
  },
  tabs: {
    platform: {
      title: "Platform",
      summary: "Scriptless web, mobile, desktop and API automation.",
    },
    finder: {
      title: "Finder",
      summary: "Locator finders for web, mobile, MS Dynamics and Salesforce.",
    },
    assets: {
      title: "Assets",
      summary: "Ready-made NLPs, elements and step groups, and a store for templates.",
    },
    cloud: {
      title: "Cloud",
      summary: "Run tests on real devices and browsers in the cloud, or with the crowd.",
    },
  },
  myProducts: {
    platform: "Platform",
    finder: "Finder",
    cloud: "Cloud",
    assets: "Assets",
  },
};
