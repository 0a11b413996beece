/**
 * Class strings shared by the header's controls. On the colored bar the
 * focus ring is white: the site-wide blue ring would vanish on the blue header.
 * Hover and open states darken the bar (a white tint would drop white text on
 * orange below 4.5:1).
 */
export const barControl =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-black/15 focus-visible:outline-white data-[state=open]:bg-black/20";

/** Round icon buttons on the bar (My Products, profile, hamburger). */
export const barIconButton =
  "inline-flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-black/15 focus-visible:outline-white data-[state=open]:bg-black/20";

/** White floating panels under the bar: dropdowns, mega-menu, popovers. */
export const panel = "rounded-xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-900/10";

/** A link row inside a panel. */
export const panelLink =
  "flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-800 hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:font-semibold aria-[current=page]:text-ink-800";

export const betaBadge =
  "rounded-full bg-brand-100 px-1.5 py-0.5 text-[0.6875rem] font-semibold uppercase leading-none tracking-wide text-brand-800";
