/** The three prerequisites pages, as their left menu lists them (docs/product/pages-and-routes.md#prerequisites). */
export const prerequisitePages = [
  { label: "Cloud Version", path: "/prerequisites/cloud-version" },
  { label: "On Premise Version", path: "/prerequisites/on-premise-version" },
  { label: "Safari Browser Limitation", path: "/prerequisites/safari-browser-automation-limitations" },
] as const;
