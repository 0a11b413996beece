import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/site/seo";

/** The splat route: any path outside the route table (docs/product/pages-and-routes.md#not-found). */
export const meta = notFoundMeta;

export const handle = { headerStyle: "position" };

export default function NotFoundRoute() {
  return <NotFound />;
}
