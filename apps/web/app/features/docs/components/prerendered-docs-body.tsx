import { PrerenderedHtml } from "~/components/page/prerendered-html";
import "~/components/page/prose-body.css";

/**
 * A docs page's body as DocsBody shows it, where the page arrived with the
 * HTML and its loader data leaves it out (components/page/prerendered-html.tsx).
 * Tutorials and release notes keep DocsBody, so they load none of this.
 */
export function PrerenderedDocsBody({ path, html }: { path: string; html?: string }) {
  return <PrerenderedHtml className="prose-body docs-body" path={path} html={html} />;
}
