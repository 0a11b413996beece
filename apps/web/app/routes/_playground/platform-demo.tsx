import { data } from "react-router";
import { PlatformDemo } from "~/features/platform-demo";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/platform-demo";

/**
 * One module for the Platform demo's addresses (routes.ts): the overview and one address per area
 * (docs/platform-demo.md). The page is the shell; each area's module loads on its own address only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageCopy(path);
  if (!page) throw data(`No copy for ${path}`, { status: 404 });
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function PlatformDemoPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PlatformDemo path={page.path} eyebrow={page.eyebrow ?? "Platform demo"} h1={page.h1} lead={page.lead ?? ""} />
  );
}
