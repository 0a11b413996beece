import { useEffect, useState } from "react";
import type { TocHeading } from "../rehype-doc-headings";

/**
 * The id of the heading whose section is being read: the last heading above
 * a line a little below the sticky header. Null until hydrated (the
 * prerendered table of contents marks nothing), and in browsers without
 * IntersectionObserver.
 */
export function useActiveHeading(headings: readonly TocHeading[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const ids = headings.map((heading) => heading.id).join(" ");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || ids === "") return;
    const elements = ids.split(" ").flatMap((id) => document.getElementById(id) ?? []);
    const update = () => {
      const line = 120;
      let current: string | null = null;
      for (const element of elements) {
        if (element.getBoundingClientRect().top <= line) current = element.id;
      }
      setActive(current ?? elements[0]?.id ?? null);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -60% 0px" });
    for (const element of elements) observer.observe(element);
    update();
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
