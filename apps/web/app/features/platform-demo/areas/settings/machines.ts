/**
 * The machines the demo's run configurations may use, with what each offers (run-configuration.md,
 * "Create a run configuration" and "Mobile run configurations"); the seeded runs' machines among them.
 */
export const environments = ["Staging", "QA", "Production"] as const;

export const webMachines: ReadonlyArray<{ machine: string; targets: readonly string[] }> = [
  { machine: "QA-Win-01", targets: ["Chrome", "Firefox", "Edge"] },
  { machine: "QA-Win-02", targets: ["Chrome", "Firefox", "Edge"] },
  { machine: "QA-Linux-02", targets: ["Chrome", "Firefox", "API client"] },
  { machine: "QA-Mac-01", targets: ["Chrome", "Firefox", "Safari"] },
  { machine: "Cloud browser provider", targets: ["Chrome", "Firefox", "Edge", "Safari"] },
];

export const mobileMachines: ReadonlyArray<{ machine: string; targets: readonly string[] }> = [
  { machine: "Device Lab 1", targets: ["Pixel 8 (Android 15)", "Galaxy S24 (Android 14)"] },
  { machine: "Cloud device farm", targets: ["Any Android 14 or later", "Any iOS 17 or later"] },
];

export const windowSizes = ["Maximized", "1920 × 1080", "1366 × 768", "1280 × 720"] as const;
