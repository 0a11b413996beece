/**
 * The sample app in a frame (same origin, docs/playground.md#sample-apps), sized for
 * the chosen viewport, with the Finder's highlight drawn over it; on a device
 * (docs/playground.md#mobile-devices) inside the device's frame, loaded on demand.
 */
import { forwardRef, lazy, Suspense } from "react";
import { deviceById } from "../devices";
import type { SampleApp } from "../model";
import { FrameHighlight } from "./frame-highlight";
import type { ScreenChoice } from "./toolbar";

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
  viewport: ScreenChoice;
  highlight: Highlight | null;
  onLoad: () => void;
}

export const APP_TITLES: Record<SampleApp, string> = {
  shop: "Sample app: Gearbox shop",
  orders: "Sample app: Meridian Procurement orders",
};

/** The device frame, its status bar and keyboard load when a device is chosen (docs/performance.md#the-playground). */
const DeviceFrame = lazy(() => import("./device-frame"));

export const AppFrame = forwardRef<HTMLIFrameElement, AppFrameProps>(function AppFrame(
  { app, src, viewport, highlight, onLoad },
  ref,
) {
  const device = deviceById(viewport);
  if (device) {
    return (
      <Suspense fallback={<div className="h-[640px] rounded-xl border border-slate-200 bg-slate-100" />}>
        <DeviceFrame
          ref={ref}
          device={device}
          title={APP_TITLES[app]}
          src={src}
          highlight={highlight}
          onLoad={onLoad}
        />
      </Suspense>
    );
  }
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
        <FrameHighlight highlight={highlight} offset={0} />
      </div>
    </div>
  );
});
