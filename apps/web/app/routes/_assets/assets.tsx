import { withBrand } from "@ignitest/contracts";
import { data } from "react-router";
import { AssetsHome } from "~/features/assets/components/assets-home";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/assets";

const assetsPagePath = withBrand("/{brand}-assets");

/** Build time: the page's copy and anchors from content/pages/products.json. */
export function loader() {
  const page = pageCopy(assetsPagePath);
  if (!page) throw data(`No copy in content/pages for ${assetsPagePath}`, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function AssetsPage({ loaderData }: Route.ComponentProps) {
  return <AssetsHome page={loaderData.page} />;
}
