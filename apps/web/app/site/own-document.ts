/**
 * Pages that must be loaded as their own document, never reached by a client-side navigation: a
 * browser keeps the first page's Content-Security-Policy across client-side navigations, and only the
 * playground's own policy may frame the sample apps (docs/playground.md#serving-and-framing).
 * Links to them are `<Link reloadDocument>` or plain anchors.
 */
export function loadsOwnDocument(url: string): boolean {
  const { pathname } = new URL(url, "http://site.invalid");
  return pathname === "/playground";
}
