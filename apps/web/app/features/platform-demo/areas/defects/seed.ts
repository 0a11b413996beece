/**
 * The demo company's defects (docs/platform-demo.md#defects): DEF294 to DEF301, one or more in
 * each status of defect-lifecycle.md, those of the All Defects picture in overview.md among them,
 * some logged from the seeded runs' failed steps, with their history. Dated back from the runs'
 * seed date, so they are the same every time.
 */
import { findStep, type Run, type StepRef } from "../../runs/runs-model";
import { runsSeedDate } from "../../runs/runs-seed";
import { stepsToReproduce } from "./evidence";
import type { Defect, DefectStatus, HistoryEntry } from "./model";

function at(daysBack: number, hour: number, minute = 0): string {
  const date = new Date(runsSeedDate);
  date.setUTCDate(date.getUTCDate() - daysBack);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
}

/** [days back, hour, who, status, comment]: the first entry logs the defect as New. */
type Change = readonly [daysBack: number, hour: number, byId: string, to: DefectStatus, comment?: string];

function history(changes: readonly Change[]): HistoryEntry[] {
  return changes.map(([daysBack, hour, byId, to, comment], position) => ({
    at: at(daysBack, hour, 10 + position * 7),
    byId,
    ...(position > 0 ? { from: (changes[position - 1] as Change)[3] } : {}),
    to,
    ...(comment ? { comment } : {}),
  }));
}

type Seeded = Omit<Defect, "status" | "history" | "description" | "source" | "comments"> & {
  description?: string;
  changes: readonly Change[];
  /** [days back, hour, who, text]. */
  comments?: ReadonlyArray<readonly [daysBack: number, hour: number, byId: string, text: string]>;
};

const seeded: readonly Seeded[] = [
  {
    id: "DEF294",
    projectId: "p-web",
    summary: "Cart count not updated after removing the last item",
    description: "Remove the only line in the cart: the header still shows 1 item until the page is reloaded.",
    severity: "Minor",
    priority: "Low",
    assigneeId: "u-2",
    module: "Cart",
    changes: [
      [13, 11, "u-5", "New"],
      [12, 9, "u-3", "Open"],
      [11, 10, "u-2", "In Progress"],
      [9, 16, "u-2", "Fixed"],
      [8, 9, "u-5", "Retest"],
      [8, 11, "u-5", "Closed", "Retested on Staging with Chrome and Firefox: the count goes to 0."],
    ],
  },
  {
    id: "DEF295",
    projectId: "p-api",
    summary: "Creating an order answers 503",
    severity: "Major",
    priority: "High",
    module: "Orders API",
    step: { runId: "EXE2030", scriptId: "SCR4001", stepIndex: 3 },
    changes: [
      [8, 11, "u-4", "New"],
      [7, 9, "u-3", "Rejected", "Staging's database restarted during the run: an environment problem, not a defect."],
    ],
  },
  {
    id: "DEF296",
    projectId: "p-web",
    summary: "Search ignores accents",
    description: "Searching for “cafe” does not find “Café Crème Beans”; searching for “café” does.",
    severity: "Minor",
    priority: "Medium",
    assigneeId: "u-2",
    module: "Search",
    changes: [
      [9, 14, "u-5", "New"],
      [8, 10, "u-3", "Open"],
    ],
  },
  {
    id: "DEF297",
    projectId: "p-tracking",
    summary: "Save address stays disabled for a valid postcode",
    severity: "Major",
    priority: "High",
    assigneeId: "u-2",
    module: "Tracking",
    step: { runId: "EXE2027", scriptId: "SCR3005", stepIndex: 4 },
    changes: [
      [10, 15, "u-5", "New"],
      [10, 17, "u-3", "Open"],
      [9, 10, "u-2", "In Progress"],
      [4, 12, "u-2", "Fixed", "Postcodes starting with 1 are accepted now; deployed to Staging."],
    ],
  },
  {
    id: "DEF298",
    projectId: "p-web",
    summary: "Wrong date in My orders",
    description:
      "An order placed at 23:30 shows the next day's date in My orders: the date is not in the shop's time zone.",
    severity: "Major",
    priority: "Medium",
    assigneeId: "u-3",
    module: "Orders",
    changes: [
      [7, 13, "u-4", "New"],
      [7, 15, "u-3", "Open"],
      [6, 9, "u-3", "In Progress"],
      [3, 17, "u-3", "Fixed"],
      [2, 10, "u-4", "Retest"],
    ],
  },
  {
    id: "DEF299",
    projectId: "p-web",
    summary: "Pay now button hidden",
    severity: "Blocker",
    priority: "High",
    module: "Checkout",
    step: { runId: "EXE2041", scriptId: "SCR1050", stepIndex: 3 },
    changes: [[0, 8, "u-5", "New"]],
  },
  {
    id: "DEF300",
    projectId: "p-mobile",
    summary: "Keyboard covers the Continue button on small phones",
    description:
      "On a 5.4-inch phone the keyboard hides Continue after the e-mail is typed; the screen does not scroll.",
    severity: "Major",
    priority: "Medium",
    assigneeId: "u-2",
    module: "Login",
    changes: [
      [4, 11, "u-4", "New"],
      [3, 9, "u-3", "Open"],
    ],
  },
  {
    id: "DEF301",
    projectId: "p-web",
    summary: "Coupon total not updated at checkout",
    severity: "Critical",
    priority: "High",
    assigneeId: "u-2",
    module: "Checkout",
    step: { runId: "EXE2032", scriptId: "SCR1012", stepIndex: 5 },
    changes: [
      [6, 8, "u-5", "New"],
      [6, 10, "u-3", "Open"],
      [5, 11, "u-2", "In Progress"],
    ],
    comments: [[4, 9, "u-6", "Support has twelve tickets from customers who used AUTUMN10 since Friday."]],
  },
];

function description(runs: readonly Run[], step: StepRef | undefined, written: string | undefined): string {
  const found = step ? findStep(runs, step) : undefined;
  if (!found) return written ?? "";
  return stepsToReproduce(found.run, found.script, found.step);
}

export function demoDefects(runs: readonly Run[]): Defect[] {
  return seeded.map(({ changes, comments = [], description: written, ...defect }) => {
    const entries = history(changes);
    return {
      ...defect,
      ...(defect.step ? { step: { ...defect.step } } : {}),
      description: description(runs, defect.step, written),
      source: defect.step ? "Suite run" : "Manual entry",
      status: (entries[entries.length - 1] as HistoryEntry).to,
      history: entries,
      comments: comments.map(([daysBack, hour, byId, text]) => ({ at: at(daysBack, hour, 30), byId, text })),
    };
  });
}
