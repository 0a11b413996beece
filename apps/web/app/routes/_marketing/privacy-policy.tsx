import { LegalDocument } from "~/components/page/legal-document";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import document from "../../../../../content/legal/privacy-policy.md";
import type { Route } from "./+types/privacy-policy";

export const handle = { headerStyle: "position" };

export async function loader() {
  const page = pageCopy("/privacy-policy");
  if (!page) throw new Error("content/pages has no copy for /privacy-policy");
  return { page, lastUpdated: String(document.attributes.lastUpdated), html: document.html };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function PrivacyPolicy({ loaderData: { page, lastUpdated, html } }: Route.ComponentProps) {
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
