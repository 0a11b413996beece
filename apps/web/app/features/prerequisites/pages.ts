/** The three prerequisites pages, as their left menu lists them (SPEC section 2). */
export const prerequisitePages = [
  { label: "Cloud Version", path: "/prerequisites/cloud-version" },
  { label: "On Premise Version", path: "/prerequisites/on-premise-version" },
  { label: "Safari Browser Limitation", path: "/prerequisites/safari-browser-automation-limitations" },
] as const;
