import { useId } from "react";
import { SidebarLink } from "./sidebar-link";

type SidebarGroupProps = {
  label: string;
  path?: string | undefined;
  current: boolean;
  depth: number;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
};

/**
 * A collapsible group: a button with aria-expanded and aria-controls (a native
 * button, so Enter and Space work) over its nested list. A group that also has
 * a path shows its link beside a separate toggle. The list stays in the markup
 * while collapsed (hidden), so aria-controls always names an element.
 */
export function SidebarGroup({ label, path, current, depth, open, onToggle, children }: SidebarGroupProps) {
  const listId = useId();
  const indent = { paddingLeft: `${0.75 + depth * 0.75}rem` };
  return (
    <li>
      {path ? (
        <div className="flex items-center">
          <div className="min-w-0 flex-1">
            <SidebarLink label={label} path={path} current={current} depth={depth} />
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={onToggle}
            className="rounded-md p-2 text-slate-600 hover:bg-ink-50 hover:text-ink-900"
          >
            <Chevron open={open} />
            <span className="sr-only">{label} submenu</span>
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className={`flex w-full items-center justify-between gap-2 rounded-md py-2 pr-2 text-left text-sm hover:bg-ink-50 hover:text-ink-900 ${depth === 0 ? "font-semibold text-slate-900" : "font-medium text-slate-800"}`}
          style={indent}
        >
          <span>{label}</span>
          <Chevron open={open} />
        </button>
      )}
      <ul id={listId} hidden={!open} className="mt-0.5 space-y-0.5">
        {children}
      </ul>
    </li>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`h-4 w-4 shrink-0 transition-transform ${open ? "rotate-90" : ""}`}
      fill="none"
    >
      <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
