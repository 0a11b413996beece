/**
 * "View as Markdown": the page's plain .md copy, written beside its HTML at
 * build time (scripts/docs-markdown.mjs). A plain link, not a router Link:
 * the file is served as text/markdown, it is not a page of the app.
 */
export function MarkdownCopyLink({ path }: { path: string }) {
  return (
    <a href={`${path}.md`} type="text/markdown" data-pagefind-ignore className="link text-sm">
      View as Markdown
    </a>
  );
}
