import { useCallback, useEffect, useState } from "react";
import { readActiveMenus, writeActiveMenus } from "./active-menus";

/**
 * The sidebar's open groups. The first render (the prerendered HTML, and the
 * hydration pass that must match it) opens only the groups around the current
 * page; the stored set is read in an effect after that, so it never causes a
 * hydration mismatch. Navigating opens the new page's groups. A toggle writes
 * the whole set back to local storage under "activeMenus".
 */
export function useActiveMenus(currentGroups: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentGroups));

  useEffect(() => {
    const stored = readActiveMenus();
    if (stored.length > 0) setOpen((previous) => new Set([...previous, ...stored]));
  }, []);

  const currentKey = currentGroups.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey stands for currentGroups, a new array every render
  useEffect(() => {
    setOpen((previous) =>
      currentGroups.every((id) => previous.has(id)) ? previous : new Set([...previous, ...currentGroups]),
    );
  }, [currentKey]);

  const toggle = useCallback((id: string) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // Persist after the state changes rather than inside the updater (which React may run twice).
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) writeActiveMenus([...open]);
  }, [open, touched]);

  const toggleAndRemember = useCallback(
    (id: string) => {
      setTouched(true);
      toggle(id);
    },
    [toggle],
  );

  return { isOpen: (id: string) => open.has(id), toggle: toggleAndRemember };
}
