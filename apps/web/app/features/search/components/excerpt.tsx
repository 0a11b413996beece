const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };

/** Pagefind escapes the indexed text; turn its entities back into characters (React escapes them again). */
function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => entities[name] ?? "");
}

/**
 * A result excerpt with its matched words highlighted. Pagefind returns HTML
 * with <mark> around matches; this keeps only those marks and renders the rest
 * as text, so nothing in the indexed pages can inject markup.
 */
export function Excerpt({ html, className }: { html: string; className?: string }) {
  const parts = html.split(/(<mark>.*?<\/mark>)/g).filter(Boolean);
  return (
    <p className={className}>
      {parts.map((part, index) => {
        const marked = /^<mark>(.*)<\/mark>$/.exec(part);
        // Stable for a given excerpt: parts never move.
        const key = `${index}`;
        return marked ? (
          <mark key={key} className="rounded-sm bg-brand-100 px-0.5 font-semibold text-slate-900">
            {decode(marked[1] ?? "")}
          </mark>
        ) : (
          <span key={key}>{decode(part.replace(/<[^>]*>/g, ""))}</span>
        );
      })}
    </p>
  );
}
