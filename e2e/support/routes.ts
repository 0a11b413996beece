import { routeTable } from "../../apps/web/app/site/route-table.ts";

/** Every route of the route table, as the site serves it. */
export const routes = routeTable.map((entry) => ({ path: entry.path, section: entry.section }));
