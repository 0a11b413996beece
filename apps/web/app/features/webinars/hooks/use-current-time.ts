import { useEffect, useState } from "react";

/**
 * The time to render against: `renderedAt` (the build's clock) for the first
 * render, so hydration matches the prerendered HTML, then the visitor's clock,
 * so a page built last week does not offer sessions that are already over.
 */
export function useCurrentTime(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  return now;
}
