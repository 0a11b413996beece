import { data } from "react-router";
import { ThankYouScreen } from "~/features/forms/components/thank-you-screen";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/thank-you";

/** One module for /thank-you, /thank-you-for-scheduling-demo and /thank-you-for-contact-us (routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageCopy(path);
  if (!page) throw data(`No copy in content/pages for ${path}`, { status: 404 });
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  // Mid-flow pages stay out of search results (route-table.ts: isIndexable).
  return pageMeta({ title: page.title, description: page.description, path: page.path, noindex: true });
}

export default function ThankYou({ loaderData: { page } }: Route.ComponentProps) {
  return <ThankYouScreen page={page} />;
}
