import "./article-body.css";

/** The article's markdown, rendered to HTML at build time (plugins/render-markdown.ts). */
export function ArticleBody({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time without raw HTML
    <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
