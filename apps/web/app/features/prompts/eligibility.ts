// A relative import: the e2e route sweep (e2e/support/prompts.ts) loads this module without the ~ alias.
import { routeTable, type Section } from "../../site/route-table";

/**
 * Where the two timed prompts belong (docs/decisions/063, amendment of issue 30):
 * only on the route table's selling pages, so never on docs, the academy,
 * tutorials, release notes or the blog (all "resources"), never on account
 * and thank-you pages ("account"), never on a page whose point is a form or a
 * tool (the playground and every screen of the Platform demo under it are
 * working screens), and never on a path the table does not hold (doc and blog articles,
 * lessons, the not-found page).
 */
const promptSections: ReadonlySet<Section> = new Set([
  "marketing",
  "platform",
  "finder",
  "products",
  "assets",
  "solutions",
]);

/** Selling sections' pages that are a form, a tool or a signed-in view, written as the table's templates. */
const formAndToolPages = new Set([
  "/schedule-demo",
  "/contactus",
  "/concurrent-execution-calculator",
  "/{brand}-products",
]);

/** The playground and the Platform demo's screens (docs/platform-demo.md#addresses). */
const toolFamily = /^\/playground(\/|$)/;

const promptPaths: ReadonlySet<string> = new Set(
  routeTable
    .filter(
      (entry) =>
        promptSections.has(entry.section) && !formAndToolPages.has(entry.template) && !toolFamily.test(entry.template),
    )
    .map((entry) => entry.path),
);

export function promptsBelongOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return promptPaths.has(path);
}

/** Every path of the route table where the prompts belong (the e2e route sweep checks them). */
export function promptPathList(): string[] {
  return [...promptPaths];
}
