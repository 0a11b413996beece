import type { ReactNode, SVGProps } from "react";
import type { NavIconName } from "~/site/navigation";

/** Small decorative inline icons for the header; every one is hidden from assistive technology. */

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function StrokeIcon({ children, className = "size-5", ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

/** The flame mark beside the wordmark. */
export function FlameMark({ className = "size-8", ...props }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} {...props}>
      <path
        fill="#fff"
        d="M16.6 2c1 4.6 6.9 7.6 6.9 15.1a7.5 7.5 0 0 1-15 0c0-3.6 1.7-6 3.7-7.8.1 2.6 1.3 4.3 3 5.3-.4-4.6-.2-8.7 1.4-12.6z"
      />
      <path fill="#fdba74" d="M16 16.2c2.1 1.8 3.6 3.6 3.6 6.1a3.6 3.6 0 0 1-7.2 0c0-2 1.3-3.9 3.6-6.1z" />
    </svg>
  );
}

export function DotGridIcon(props: IconProps) {
  const dots = [5, 12, 19].flatMap((cy) => [5, 12, 19].map((cx) => ({ cx, cy })));
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className="size-5" {...props}>
      {dots.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={2} />
      ))}
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon className="size-4" {...props}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon className="size-6" {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon className="size-6" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <StrokeIcon className="size-3.5" {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </StrokeIcon>
  );
}

const navIconPaths: Record<NavIconName, ReactNode> = {
  platform: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  finder: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  assets: <path d="M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8" />,
  cloud: <path d="M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1 0 8z" />,
  solution: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  docs: <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6" />,
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  academy: <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5" />,
  blog: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  release: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  "case-study": (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  webinar: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1" />
      <path d="M12 16v4M8 20h8m-6-12 4 2-4 2z" />
    </>
  ),
  checklist: <path d="M10 6h10M10 12h10M10 18h10M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17" />,
  support: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6m5.6 5.6 3.6 3.6m0-12.8-3.6 3.6m-5.6 5.6-3.6 3.6" />
    </>
  ),
  pricing: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.2A3 3 0 0 0 12 7.7c-1.7 0-3 .9-3 2.1 0 3 6 1.6 6 4.5 0 1.3-1.3 2.1-3 2.1a3 3 0 0 1-3-1.5M12 6v1.7m0 8.6V18" />
    </>
  ),
};

/** The icon a menu item names (docs/product/data.md#menu-item). */
export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <StrokeIcon className={className}>{navIconPaths[name]}</StrokeIcon>;
}
