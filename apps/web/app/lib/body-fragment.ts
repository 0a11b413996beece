import { loadPrerendered } from "./load-prerendered";

/**
 * A long page body (a docs page, a blog article) travels once on a first
 * visit: in the prerendered markup, not a second time in the loader data
 * React Router inlines for hydration (docs/decisions/097). A client-side
 * navigation fetches it from this file beside the page instead, written by
 * the page's body.json resource route at build time.
 */
export function bodyFragmentPath(pagePath: string): string {
  return `${pagePath}/body.json`;
}

async function fetchBodyFragment(pagePath: string): Promise<string> {
  const response = await fetch(bodyFragmentPath(pagePath));
  if (!response.ok) throw new Error(`${bodyFragmentPath(pagePath)} answered ${response.status}`);
  const fragment: unknown = await response.json();
  // Our own build output, so a shape check rather than a schema: no validation library in the page bundle.
  if (typeof fragment !== "object" || fragment === null || !("html" in fragment) || typeof fragment.html !== "string") {
    throw new Error(`${bodyFragmentPath(pagePath)} has no html`);
  }
  return fragment.html;
}

/**
 * The client loader of a page whose body is left out of its loader data: the
 * prerendered data (or a 404, as loadPrerendered gives) and the body
 * fragment, fetched side by side.
 */
export async function loadWithBody<T extends object>(
  serverLoader: () => Promise<T>,
  pagePath: string,
): Promise<T & { body: string }> {
  const body = fetchBodyFragment(pagePath);
  // A missing page fails in loadPrerendered first; its fragment's failure is then of no interest.
  body.catch(() => undefined);
  const view = await loadPrerendered(serverLoader);
  return { ...view, body: await body };
}
