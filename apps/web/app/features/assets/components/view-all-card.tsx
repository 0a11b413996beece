import { Link } from "react-router";

type ViewAllCardProps = { href: string; label: string };

/** The card after the first 7 when a section loaded more than 7 (docs/product/pages-and-routes.md#section-lists). */
export function ViewAllCard({ href, label }: ViewAllCardProps) {
  return (
    <Link
      to={href}
      className="group flex h-full min-h-52 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-ink-600/40 bg-ink-50 p-5 text-center font-semibold text-ink-800 transition hover:border-ink-600 hover:bg-ink-100"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-ink-700 shadow-sm transition group-hover:translate-x-0.5">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
        </svg>
      </span>
      <span className="text-lg">{label}</span>
    </Link>
  );
}
