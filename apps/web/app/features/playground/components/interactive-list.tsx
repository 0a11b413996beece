/**
 * The keyboard way to pick: the frame's interactive elements as a listbox.
 * Arrow keys, Home and End move (the element is highlighted in the frame),
 * Enter or a click picks (docs/playground.md#locators).
 */
import { useEffect, useId, useState } from "react";
import type { InteractiveElement } from "../engine";

const keys = new WeakMap<Element, number>();
let nextKey = 0;
/** A stable React key per element of the frame. */
function keyFor(el: Element): number {
  let key = keys.get(el);
  if (key === undefined) {
    key = nextKey++;
    keys.set(el, key);
  }
  return key;
}

interface InteractiveListProps {
  items: InteractiveElement[];
  onActive: (el: Element | null) => void;
  onPick: (el: Element) => void;
}

export function InteractiveList({ items, onActive, onPick }: InteractiveListProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (active >= items.length) setActive(0);
  }, [items, active]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    onActive(items[next]?.element ?? null);
    document.getElementById(`${id}-${next}`)?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    let next: number | undefined;
    if (event.key === "ArrowDown") next = active + 1;
    else if (event.key === "ArrowUp") next = active - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else if (event.key === "Enter") {
      event.preventDefault();
      const item = items[active];
      if (item) onPick(item.element);
      return;
    } else return;
    event.preventDefault();
    move(next);
  };

  if (items.length === 0)
    return <p className="text-sm text-slate-600">The page in the frame has no interactive elements yet.</p>;
  return (
    <div
      role="listbox"
      aria-label="Interactive elements"
      aria-activedescendant={`${id}-${active}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => onActive(items[active]?.element ?? null)}
      onBlur={() => onActive(null)}
      className="max-h-48 overflow-y-auto rounded-md border border-slate-300 bg-surface text-sm focus-visible:outline-2 focus-visible:outline-ink-600"
    >
      {items.map((item, index) => (
        // biome-ignore lint/a11y: options stay unfocusable on purpose: focus stays on the listbox, which moves the active option (aria-activedescendant) and picks it with Enter.
        <div
          key={keyFor(item.element)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onClick={() => {
            setActive(index);
            onPick(item.element);
          }}
          className={`cursor-pointer px-2 py-1 ${index === active ? "bg-ink-100 text-slate-900" : "text-slate-700"}`}
        >
          <span className="font-mono text-xs text-slate-600">{item.role}</span> {item.name || "(no name)"}
        </div>
      ))}
    </div>
  );
}
