/**
 * The sample app on a device (docs/playground.md#mobile-devices): the frame at
 * the device's CSS viewport, inside its body drawn in CSS, with the status bar,
 * rounded screen and gesture bar, scaled down to fit a narrow column; the
 * device keyboard shows while a text field has focus and the app's viewport
 * shrinks above it, as an Android app's does. Loaded when a device is chosen.
 */
import { forwardRef, lazy, Suspense, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { type Device, deviceLabel } from "../devices";
import { useDeviceKeyboard } from "../hooks/use-device-keyboard";
import type { Highlight } from "./app-frame";
import { DeviceGestureBar, DeviceStatusBar } from "./device-status-bar";
import { FrameHighlight } from "./frame-highlight";

const DeviceKeyboard = lazy(() => import("./device-keyboard"));

interface DeviceFrameProps {
  device: Device;
  title: string;
  src: string;
  highlight: Highlight | null;
  onLoad: () => void;
}

/** The body around the screen, in CSS pixels. */
const BEZEL = 12;

/** The scale at which the device fits the width of `box` (never above 1). */
function useFitScale(box: React.RefObject<HTMLDivElement | null>, width: number) {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => setScale(Math.min(1, (el.clientWidth - 16) / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}

const DeviceFrame = forwardRef<HTMLIFrameElement, DeviceFrameProps>(function DeviceFrame(
  { device, title, src, highlight, onLoad },
  ref,
) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useImperativeHandle(ref, () => frameRef.current as HTMLIFrameElement);
  const box = useRef<HTMLDivElement>(null);
  const outerWidth = device.width + 2 * BEZEL;
  const outerHeight = device.height + 2 * BEZEL;
  const scale = useFitScale(box, outerWidth);
  const [loads, setLoads] = useState(0);
  const keyboard = useDeviceKeyboard(frameRef, loads);
  const loaded = useCallback(() => {
    setLoads((count) => count + 1);
    onLoad();
  }, [onLoad]);

  return (
    <div ref={box} className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100 p-2">
      <p className="mb-2 text-center text-sm text-slate-700" data-testid="device-name">
        {deviceLabel(device)}, {device.width} × {device.height}
        {scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ""}
      </p>
      <div className="relative mx-auto" style={{ width: outerWidth * scale, height: outerHeight * scale }}>
        <div
          className="absolute top-0 left-0 origin-top-left rounded-[60px] bg-[#0b0f19] shadow-lg ring-1 ring-slate-400"
          style={{
            width: outerWidth,
            height: outerHeight,
            padding: BEZEL,
            borderRadius: device.radius + BEZEL,
            transform: `scale(${scale})`,
          }}
          data-device={device.id}
        >
          <span aria-hidden="true" className="absolute top-40 -right-[3px] h-16 w-[3px] rounded-r bg-[#374151]" />
          <span aria-hidden="true" className="absolute top-64 -right-[3px] h-24 w-[3px] rounded-r bg-[#374151]" />
          <div
            className="relative flex flex-col overflow-hidden bg-[#ffffff]"
            style={{ width: device.width, height: device.height, borderRadius: device.radius }}
          >
            <DeviceStatusBar device={device} />
            <div className="relative min-h-0 flex-1">
              <iframe
                ref={frameRef}
                title={title}
                src={src}
                onLoad={loaded}
                data-device={device.id}
                data-platform={device.platform}
                className="block h-full w-full border-0 bg-white"
              />
              <FrameHighlight highlight={highlight} offset={-1} />
            </div>
            {keyboard.shown && frameRef.current ? (
              <Suspense fallback={null}>
                <DeviceKeyboard frame={frameRef.current} device={device} onHide={keyboard.hide} />
              </Suspense>
            ) : null}
            <DeviceGestureBar device={device} />
          </div>
        </div>
      </div>
    </div>
  );
});

export default DeviceFrame;
