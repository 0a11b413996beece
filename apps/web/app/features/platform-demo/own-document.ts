/**
 * The demo's pages that must be loaded as their own document (site/own-document.ts): the playground,
 * and the execution area, which frames the sample apps as the playground does
 * (docs/platform-demo.md#execution). The demo's own links use it; the site's menus do not link the
 * execution area, so this stays out of the shell that every page loads.
 */
import { loadsOwnDocument } from "~/site/own-document";

export function demoPageLoadsOwnDocument(url: string): boolean {
  return loadsOwnDocument(url) || new URL(url, "http://site.invalid").pathname === "/playground/platform/execution";
}
