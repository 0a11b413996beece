import { Link } from "react-router";
import { isExternalPath } from "./sidebar-entry";

type SidebarLinkProps = {
  label: string;
  path: string;
  current: boolean;
  depth: number;
  completed?: boolean | undefined;
  /** A path on this site that still opens in a new tab (docs/product/academy-practice.md). */
  newTab?: boolean | undefined;
};

const base =
  "block rounded-md py-1.5 pr-2 text-sm leading-snug transition-colors hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-offset-0";

/**
 * A leaf of the sidebar: an internal route (client navigation), or an external
 * address or a `newTab` entry (a new tab, which loads the page's own document).
 */
export function SidebarLink({ label, path, current, depth, completed, newTab }: SidebarLinkProps) {
  const indent = { paddingLeft: `${0.75 + depth * 0.75}rem` };
  if (newTab || isExternalPath(path)) {
    return (
      <a href={path} target="_blank" rel="noopener noreferrer" className={`${base} text-slate-700`} style={indent}>
        {label}
        <ExternalIcon />
        {completed ? <CompletedIcon /> : null}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      to={path}
      prefetch="intent"
      aria-current={current ? "page" : undefined}
      className={`${base} ${current ? "bg-ink-50 font-semibold text-ink-800 shadow-[inset_3px_0_0_var(--color-brand-700)]" : "text-slate-700"}`}
      style={indent}
    >
      {label}
      {completed ? <CompletedIcon /> : null}
    </Link>
  );
}

/** A tick after a completed lesson; its name is read out with the link. */
function CompletedIcon() {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="ml-1.5 inline-block h-3.5 w-3.5 align-[-2px] text-green-700"
        fill="none"
      >
        <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only"> (completed)</span>
    </>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline-block h-3 w-3 align-baseline" fill="none">
      <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
