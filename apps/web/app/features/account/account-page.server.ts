import { pageCopy } from "~/page-copy/pages.server";
import { isIndexable, routeTable } from "~/site/route-table";

/**
 * The build-time loader of every account page: its copy from
 * content/pages/account.json and whether search engines may index it (only
 * /signin and /signup; the rest make sense mid-flow only).
 */
export function accountPage(path: string) {
  const page = pageCopy(path);
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!page || !entry) throw new Error(`content/pages/account.json has no copy for ${path}`);
  return { page, indexable: isIndexable(entry) };
}
