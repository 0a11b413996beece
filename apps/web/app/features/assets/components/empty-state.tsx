type EmptyStateProps = { className?: string };

/** What a list shows when it loaded nothing (docs/product/blocks.md#empty-state); the text keeps its odd spelling (docs/product/texts.md#odd-spellings). */
export function EmptyState({ className = "" }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 120 90" className="h-20 w-28">
        <rect x="14" y="18" width="72" height="56" rx="8" className="fill-white stroke-slate-300" strokeWidth="3" />
        <path d="M28 36h44M28 48h30M28 60h20" className="stroke-slate-300" strokeWidth="4" strokeLinecap="round" />
        <circle cx="82" cy="58" r="16" className="fill-ink-50 stroke-ink-600" strokeWidth="4" />
        <path d="m94 70 14 14" className="stroke-ink-600" strokeWidth="6" strokeLinecap="round" />
        <path d="M76 52l12 12M88 52 76 64" className="stroke-brand-600" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold text-slate-700">No Relvent Data Found</p>
    </div>
  );
}
