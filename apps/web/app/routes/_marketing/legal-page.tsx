import { data } from "react-router";
import { LegalDocument } from "~/components/page/legal-document";
import { pageCopy } from "~/page-copy/pages.server";
import { routeTable } from "~/site/route-table";
import { pageMeta } from "~/site/seo";
import cookiesPolicy from "../../../../../content/legal/cookies-policy.md";
import privacyPolicy from "../../../../../content/legal/privacy-policy.md";
import type { Route } from "./+types/legal-page";

export const handle = { headerStyle: "position" };

/** The legal documents with a page of their own, by their slug in the route table (content/legal/<slug>.md). */
const documents: Record<string, { attributes: Record<string, unknown>; html: string }> = {
  "cookies-policy": cookiesPolicy,
  "privacy-policy": privacyPolicy,
};

/** One module for /privacy-policy and /cookies-policy (routes.ts): the route table's entry names the document. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const entry = routeTable.find((candidate) => candidate.path === path);
  const document = entry ? documents[entry.template.slice(1)] : undefined;
  const page = pageCopy(path);
  if (!entry || !document || !page) throw data(`No legal document or copy for ${path}`, { status: 404 });
  return { page, lastUpdated: String(document.attributes.lastUpdated), html: document.html };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function LegalPage({ loaderData: { page, lastUpdated, html } }: Route.ComponentProps) {
  return (
    <LegalDocument
      eyebrow={page.eyebrow ?? "Legal"}
      title={page.h1}
      lead={page.lead}
      lastUpdated={lastUpdated}
      html={html}
    />
  );
}
