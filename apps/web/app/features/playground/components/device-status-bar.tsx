/**
 * A device's status bar, drawn in SVG: the time, the camera (Android's punch hole,
 * the iPhone's notch), signal, Wi-Fi and battery (docs/playground.md#mobile-devices).
 * The app's own colours: the sample shop's white header continues under it.
 */
import type { Device } from "../devices";

function Icons() {
  return (
    <svg viewBox="0 0 64 16" width="64" height="16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M2 13h2v1H2zM6 10h2v4H6zM10 7h2v7h-2zM14 4h2v10h-2z" />
      <path d="M27 14l-7-7a10 10 0 0 1 14 0z" />
      <rect x="40" y="4" width="19" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <rect x="42" y="6" width="13" height="6" rx="1" />
      <rect x="60" y="7" width="1.6" height="4" rx="0.8" />
    </svg>
  );
}

export function DeviceStatusBar({ device }: { device: Device }) {
  const ios = device.platform === "ios";
  return (
    <div
      className="relative flex shrink-0 items-center justify-between bg-[#ffffff] px-6 text-[13px] font-semibold text-[#111827]"
      style={{ height: device.statusBar }}
      data-device-status-bar=""
    >
      <span aria-hidden="true" className={ios ? "pl-4 pt-2" : ""}>
        9:41
      </span>
      {ios ? (
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-0 h-[30px] w-[160px] -translate-x-1/2 rounded-b-[18px] bg-[#0b0f19]"
        />
      ) : (
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-1.5 h-3.5 w-3.5 -translate-x-1/2 rounded-full bg-[#0b0f19]"
        />
      )}
      <span className={ios ? "pr-2 pt-2" : ""}>
        <Icons />
      </span>
    </div>
  );
}

/** The gesture bar (Android) or home indicator (iOS) at the bottom of the screen. */
export function DeviceGestureBar({ device }: { device: Device }) {
  return (
    <div
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center bg-[#ffffff]"
      style={{ height: device.gestureBar }}
    >
      <span
        className={`block rounded-full bg-[#111827] ${device.platform === "ios" ? "h-[5px] w-[134px]" : "h-1 w-[108px]"}`}
      />
    </div>
  );
}
