/** A wide table's frame: it scrolls sideways on a phone and, holding nothing focusable, takes the focus so a keyboard can scroll it. */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section tabIndex={0} aria-labelledby={labelledBy} className="overflow-x-auto rounded-xl border border-slate-200">
      {children}
    </section>
  );
}
