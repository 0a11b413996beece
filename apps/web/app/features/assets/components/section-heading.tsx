type SectionHeadingProps = {
  id: string;
  /** Null while the web-site call loads: a grey bar holds the place. */
  heading: string | null;
  /** What screen readers hear while the heading loads, so the h2 is never empty. */
  loadingLabel: string;
  description: string | null;
};

/** A catalogue section's h2 and description, from the web-site call (docs/product/data.md#page-content). */
export function SectionHeading({ id, heading, loadingLabel, description }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading ?? (
          <>
            <span className="sr-only">{loadingLabel}</span>
            <span aria-hidden="true" className="block h-8 w-56 animate-pulse rounded bg-slate-200 sm:h-9" />
          </>
        )}
      </h2>
      {description === null ? (
        <span aria-hidden="true" className="mt-3 block h-5 w-full max-w-lg animate-pulse rounded bg-slate-100" />
      ) : (
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{description}</p>
      )}
    </div>
  );
}
