/** "Working on it": a spinner with its words in a polite live region. */
export function PendingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="inline-flex items-center gap-3 font-medium text-slate-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 animate-spin text-ink-700" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label}
    </p>
  );
}
