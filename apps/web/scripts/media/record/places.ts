/**
 * Where a lesson scene is recorded: the product's screen it names, as the Platform demo or the
 * playground shows it (content/pages/platform-demo-screens.ts), a page of this site, or, for what
 * is not the product (a CI server, a terminal, a phone's own settings), a drawn card.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import { productScreens } from "../../../../../content/pages/platform-demo-screens";

type Screen = LessonScript["scenes"][number]["screen"];

export type Place =
  | { kind: "card" }
  | {
      kind: "page";
      path: string;
      /** A tab to open (with the cursor) once the page is there. */
      tab?: string;
      /** A button that opens the screen on the page (the test editor's "New API test"). */
      opener?: string;
      /** A phone the playground shows the sample app on. */
      device?: "pixel-8" | "iphone-14";
    };

/** The site's own pages a lesson's browser shows, by the address the script gives. */
const sitePage = /^ignitest\.example(\/[a-z-]*)/;

/** The demo keeps manual test cases, their suites and their metrics in an area of their own. */
const manualTabs: Readonly<Record<string, string>> = {
  "Test Development": "Scripts",
  "Test Execution": "Suites",
  Analytics: "Suite Metrics",
};

/**
 * Where `screen` is recorded; `manual`: the scene is of a lesson on manual test cases (the academy's
 * Test Case Management group), whose Scripts, Suites and Suite Metrics are the demo's Test cases area.
 */
export function placeOf(screen: Screen, manual = false): Place {
  const manualTab = manual && screen.kind === "app" ? manualTabs[screen.menu] : undefined;
  if (manualTab) return { kind: "page", path: "/playground/platform/test-cases", tab: manualTab };
  if (screen.kind === "app") {
    // A script's steps are edited in the test editor, whichever menu the scene names.
    if (screen.view.kind === "steps") return { kind: "page", path: "/playground" };
    const place = productScreens[screen.menu]?.[screen.tab ?? ""] ?? productScreens[screen.menu]?.[""];
    if (!place) throw new Error(`no demo place for ${screen.menu} › ${screen.tab ?? ""}`);
    if (place.area === "editor")
      return {
        kind: "page",
        path: "/playground",
        ...(place.control?.role === "button" ? { opener: place.control.name } : {}),
      };
    return { kind: "page", path: `/playground/platform/${place.area}`, ...(place.tab ? { tab: place.tab } : {}) };
  }
  if (screen.kind === "browser") {
    const site = sitePage.exec(screen.url);
    if (site?.[1]) return { kind: "page", path: site[1] };
    return { kind: "card" };
  }
  if (screen.kind === "device" && /shop/i.test(screen.app))
    return { kind: "page", path: "/playground", device: screen.platform === "ios" ? "iphone-14" : "pixel-8" };
  return { kind: "card" };
}

/** Two places are one page when a scene can go on where the last one left off. */
export const samePage = (a: Place | undefined, b: Place) =>
  a?.kind === "page" && b.kind === "page" && a.path === b.path && a.device === b.device;
