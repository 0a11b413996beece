import { PrerenderedHtml } from "~/components/page/prerendered-html";
import "~/components/page/prose-body.css";

/**
 * The article's markdown, rendered to HTML at build time (plugins/render-markdown.ts).
 * `html` may be left out where the page arrived with it (components/page/prerendered-html.tsx).
 */
export function ArticleBody({ path, html }: { path: string; html?: string }) {
  return <PrerenderedHtml className="prose-body prose-body--article article-body" path={path} html={html} />;
}
