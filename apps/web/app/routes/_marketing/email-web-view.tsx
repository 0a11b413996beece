import { ScriptlessEditor } from "~/features/illustrations/components/scriptless-editor";
import { NewsletterEmail } from "~/features/newsletter/components/newsletter-email";
import { newsletterSections } from "~/features/newsletter/newsletter-issue";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/email-web-view";

/** Build time: the newsletter's copy, with each call to action paired with its link. */
export async function loader() {
  const page = pageCopy("/email-web-view");
  if (!page) throw new Error("content/pages has no copy for /email-web-view");
  return { page, sections: newsletterSections(page.sections) };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function EmailWebView({ loaderData: { page, sections } }: Route.ComponentProps) {
  return <NewsletterEmail title={page.h1} lead={page.lead} sections={sections} hero={<ScriptlessEditor />} />;
}
