// Which prerendered pages the site search indexes besides the ones whose
// templates mark their own body (docs, tutorials, academy lessons, release
// notes, blog articles: data-pagefind-body in the markup). Marketing pages
// are restyled often and carry no search markup of their own: the index
// reads their <main> as built, under the section named here
// (docs/decisions/068-search-finds-every-page.md).

/** First match wins: the pricing page also sits under the platform's prefix. */
const rules = [
  { section: "Pricing", test: (path) => /^\/[a-z]+-platform-pricing$/.test(path) },
  { section: "Case study", test: (path) => path.startsWith("/case-studies") },
  { section: "Solution", test: (path) => path.startsWith("/solution/") },
  {
    section: "Academy",
    test: (path) => /^\/[a-z]+-academy(\/(training-plan|get-certified|self-learning-video))?$/.test(path),
  },
  {
    section: "Assets",
    test: (path) =>
      /^\/[a-z]+-assets$/.test(path) || ["/nlp's-list", "/elements-list", "/stepgroup-list"].includes(path),
  },
  {
    section: "Product",
    test: (path) =>
      /^\/[a-z]+-(platform|finder|cloud|crowd)(\/[a-z-]+)?$/.test(path) ||
      [
        "/ai-automation-testing-tool",
        "/sales-force-testing",
        "/desktop-app-testing",
        "/mobile-locator-finder",
        "/concurrent-execution-calculator",
        "/webinars",
      ].includes(path),
  },
];

/** The search section of a page by its path ("/case-studies/edtech"), or undefined when it is not indexed this way. */
export function pageSection(path) {
  return rules.find((rule) => rule.test(path))?.section;
}

/**
 * The page's HTML as the index should read it: its <main> marked as the
 * searchable body with its section, so Pagefind takes the h1 as the title
 * and weights headings as it does for the docs.
 */
export function markPageBody(html, section) {
  if (html.includes("data-pagefind-body")) return undefined;
  const marked = html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="section:${section}"`);
  return marked === html ? undefined : marked;
}
