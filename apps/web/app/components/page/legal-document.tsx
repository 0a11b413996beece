import { PageBanner } from "./page-banner";

type LegalDocumentProps = {
  eyebrow: string;
  title: string;
  lead: string;
  lastUpdated: string;
  /** HTML rendered at build time from content/legal/*.md. */
  html: string;
};

/** A full legal text page: banner, last-updated line and the document. */
export function LegalDocument({ eyebrow, title, lead, lastUpdated, html }: LegalDocumentProps) {
  return (
    <>
      <PageBanner eyebrow={eyebrow} title={title} lead={lead} tone="light" />
      <article className="container-page max-w-3xl py-12">
        <p className="text-sm text-slate-600">
          Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time */}
        <div className="prose-legal" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </>
  );
}

/** 2024-08-06 → 06/08/2024, the day/month/year form of the privacy policy's date (docs/product/texts.md#legal). */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}
