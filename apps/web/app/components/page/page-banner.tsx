type PageBannerProps = {
  eyebrow?: string | undefined;
  title: string;
  lead: string;
  /** Light banners go with the "position" header style (blue header from the top). */
  tone?: "dark" | "light";
  children?: React.ReactNode;
  /** A picture beside the text on wide screens and under it on narrow ones, e.g. the page's illustration. */
  aside?: React.ReactNode;
  /** Extra classes for the h1 and the lead, e.g. a min-height that keeps text arriving later from moving the page. */
  titleClassName?: string;
  leadClassName?: string;
};

/** The banner every page opens with: eyebrow, the page's one h1, a lead, optional actions and an optional picture. */
export function PageBanner({
  eyebrow,
  title,
  lead,
  tone = "dark",
  children,
  aside,
  titleClassName = "",
  leadClassName = "",
}: PageBannerProps) {
  const dark = tone === "dark";
  const text = (
    <div>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-brand-100" : "text-brand-800"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h1 className={`mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl ${titleClassName}`}>
        {title}
      </h1>
      <p
        className={`mt-5 max-w-2xl text-lg leading-relaxed ${dark ? "text-ink-100" : "text-slate-700"} ${leadClassName}`}
      >
        {lead}
      </p>
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
  return (
    <section
      className={
        dark
          ? "bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 text-white"
          : "border-b border-slate-200 bg-ink-50 text-slate-900"
      }
    >
      {aside ? (
        <div className="container-page grid grid-cols-1 items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:gap-14">
          {text}
          <div className="mx-auto w-full min-w-0 max-w-xl lg:max-w-none">{aside}</div>
        </div>
      ) : (
        <div className="container-page py-14 sm:py-20">{text}</div>
      )}
    </section>
  );
}
