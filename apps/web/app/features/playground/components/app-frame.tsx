/**
 * The sample app in a frame (same origin, docs/playground.md#sample-apps), sized for
 * the chosen viewport, with the Finder's highlight drawn over it.
 */
import { forwardRef } from "react";
import type { SampleApp } from "../model";
import type { Viewport } from "./toolbar";

export interface Highlight {
  top: number;
  left: number;
  width: number;
  height: number;
  label: string;
}

interface AppFrameProps {
  app: SampleApp;
  src: string;
  viewport: Viewport;
  highlight: Highlight | null;
  onLoad: () => void;
}

export const APP_TITLES: Record<SampleApp, string> = {
  shop: "Sample app: Gearbox shop",
  orders: "Sample app: Meridian Procurement orders",
};

export const AppFrame = forwardRef<HTMLIFrameElement, AppFrameProps>(function AppFrame(
  { app, src, viewport, highlight, onLoad },
  ref,
) {
  const phone = viewport === "phone";
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-slate-100 p-2">
      <div className={`relative mx-auto ${phone ? "w-[375px] max-w-full" : "w-full"}`}>
        <iframe
          ref={ref}
          title={APP_TITLES[app]}
          src={src}
          onLoad={onLoad}
          className={`block w-full rounded-md border border-slate-300 bg-white ${phone ? "h-[667px]" : "h-[560px] lg:h-[640px]"}`}
        />
        {highlight ? (
          <div
            aria-hidden="true"
            data-playground-highlight=""
            className="pointer-events-none absolute rounded-sm border-2 border-brand-500 bg-brand-500/15"
            style={{ top: highlight.top, left: highlight.left, width: highlight.width, height: highlight.height }}
          >
            <span className="absolute -top-6 left-0 max-w-64 truncate rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">
              {highlight.label}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
});
