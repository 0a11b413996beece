export type StatusTone = "success" | "mail" | "warning" | "expired" | "info";

const tones: Record<StatusTone, { ring: string; path: React.ReactNode }> = {
  success: { ring: "bg-emerald-100 text-emerald-800", path: <path d="M5 12.5 10 17 19 7" /> },
  mail: {
    ring: "bg-ink-100 text-ink-800",
    path: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </>
    ),
  },
  warning: { ring: "bg-amber-100 text-amber-900", path: <path d="M12 4 2.5 20h19L12 4zm0 6v4.5m0 3v.01" /> },
  expired: {
    ring: "bg-brand-100 text-brand-800",
    path: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  info: {
    ring: "bg-ink-100 text-ink-800",
    path: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 11v5.5m0-9v.01" />
      </>
    ),
  },
};

/** The round icon at the top of a status screen; decorative, the heading carries the meaning. */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  const { ring, path } = tones[tone];
  return (
    <span className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${ring}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {path}
      </svg>
    </span>
  );
}
