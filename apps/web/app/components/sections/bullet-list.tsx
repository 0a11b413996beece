import type { BulletMark } from "~/page-copy/page-copy";

export const markLabel: Record<BulletMark, string> = { check: "", neutral: "", warning: "Limitation: " };

export function MarkIcon({ mark }: { mark: BulletMark }) {
  if (mark === "warning") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-amber-600">
        <path d="M10 2 19 18H1zm-1 6v5h2V8zm0 6v2h2v-2z" />
      </svg>
    );
  }
  if (mark === "neutral") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-slate-400">
        <circle cx="10" cy="10" r="3.5" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700">
      <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
    </svg>
  );
}

/**
 * A plain list with a mark per item: a check only for what is good, a neutral
 * dot for facts and a warning for limits and problems (issue 18). Items are
 * text, not tiles: nothing here looks clickable.
 */
export function BulletList({
  items,
  mark = "check",
  columns = 1,
}: {
  items: readonly string[];
  mark?: BulletMark | undefined;
  columns?: 1 | 2;
}) {
  return (
    <ul className={`mt-5 grid gap-x-8 gap-y-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800">
          <MarkIcon mark={mark} />
          <span>
            {markLabel[mark] ? <span className="sr-only">{markLabel[mark]}</span> : null}
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}
