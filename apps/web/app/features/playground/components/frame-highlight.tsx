/** The Finder's highlight over the sample app's frame (docs/playground.md#locators). */
import type { Highlight } from "./app-frame";

/** `offset` moves the box by the frame's border (1 px around a desktop frame, none in a device frame). */
export function FrameHighlight({ highlight, offset = 0 }: { highlight: Highlight | null; offset?: number }) {
  if (!highlight) return null;
  return (
    <div
      aria-hidden="true"
      data-playground-highlight=""
      className="pointer-events-none absolute rounded-sm border-2 border-brand-500 bg-brand-500/15"
      style={{
        top: highlight.top + offset,
        left: highlight.left + offset,
        width: highlight.width,
        height: highlight.height,
      }}
    >
      <span className="absolute -top-6 left-0 max-w-64 truncate rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">
        {highlight.label}
      </span>
    </div>
  );
}
