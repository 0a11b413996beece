import type { ReactNode } from "react";

/** A heading at the level the screen is mounted at (the shell may give the screen an h1 or an h2). */
export function Heading({
  level,
  id,
  className,
  children,
  focusable = false,
}: {
  level: number;
  id?: string;
  className?: string;
  children: ReactNode;
  /** Takes focus when a view opens (tabIndex -1). */
  focusable?: boolean;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as "h1";
  return (
    <Tag id={id} tabIndex={focusable ? -1 : undefined} className={`${className ?? ""} focus:outline-none`}>
      {children}
    </Tag>
  );
}
