/**
 * The devices the playground can show the sample app on (docs/playground.md#mobile-devices):
 * the one list the toolbar, the device frame, the Finder's mobile locators and
 * the run report read. Sizes are the devices' CSS viewports (the screen in CSS
 * pixels, status bar included); the label is how a run names its device, as
 * the Machines panel does ("Pixel 8 · Android 15").
 */

export type DevicePlatform = "android" | "ios";

export interface Device {
  /** Stored with a run (Run.device) and used as the toolbar's value. */
  id: "pixel-8" | "iphone-14";
  /** The toolbar's option. */
  choice: string;
  model: string;
  os: string;
  platform: DevicePlatform;
  /** The screen in CSS pixels. */
  width: number;
  height: number;
  /** The status bar at the top and the gesture bar at the bottom take this much of the screen. */
  statusBar: number;
  gestureBar: number;
  /** Corner radius of the screen, in CSS pixels. */
  radius: number;
}

export const DEVICES: readonly Device[] = [
  {
    id: "pixel-8",
    choice: "Android phone",
    model: "Pixel 8",
    os: "Android 15",
    platform: "android",
    width: 412,
    height: 915,
    statusBar: 28,
    gestureBar: 20,
    radius: 34,
  },
  {
    id: "iphone-14",
    choice: "iPhone",
    model: "iPhone 14",
    os: "iOS 18",
    platform: "ios",
    width: 390,
    height: 844,
    statusBar: 47,
    gestureBar: 28,
    radius: 47,
  },
];

/** The package (Android) or bundle id (iOS) the sample shop has as an app: resource ids start with it. */
export const APP_PACKAGE = "com.gearbox.shop";

export function deviceById(id: string | undefined): Device | undefined {
  return DEVICES.find((device) => device.id === id);
}

/** "Pixel 8 · Android 15". */
export function deviceLabel(device: Device): string {
  return `${device.model} · ${device.os}`;
}

/** Where a run ran, as its report and the run history say it: "Pixel 8 · Android 15", else its viewport. */
export function runPlace(run: { viewport: string; device?: string }): string {
  const device = deviceById(run.device);
  return device ? deviceLabel(device) : run.viewport;
}
