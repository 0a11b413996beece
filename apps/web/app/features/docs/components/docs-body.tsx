import "~/components/page/prose-body.css";

/** A docs page's markdown, rendered to HTML at build time (features/docs/content.server.ts). */
export function DocsBody({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time without raw HTML
    <div className="prose-body docs-body" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
