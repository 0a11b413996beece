import { type UIMatch, useMatches } from "react-router";

/** "position" pages (light banners) get the blue header from the top (docs/product/pages-and-routes.md#header-colour). */
export type HeaderStyle = "default" | "position";

type HeaderStyleCarrier = { headerStyle?: unknown } | null | undefined;

function declaresPosition(match: UIMatch): boolean {
  const handle = match.handle as HeaderStyleCarrier;
  const page = (match.loaderData as { page?: HeaderStyleCarrier } | null | undefined)?.page;
  return handle?.headerStyle === "position" || page?.headerStyle === "position";
}

/**
 * The header style of the deepest route that declares one, either in its
 * route `handle` ({ headerStyle: "position" }) or in the page copy its loader
 * returns (`loaderData.page.headerStyle`).
 */
export function headerStyleOf(matches: readonly UIMatch[]): HeaderStyle {
  return matches.findLast(declaresPosition) ? "position" : "default";
}

export function useHeaderStyle(): HeaderStyle {
  return headerStyleOf(useMatches());
}
