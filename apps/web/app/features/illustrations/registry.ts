import type { ComponentProps, ComponentType } from "react";
import type { AiSuggestions } from "./components/ai-suggestions";
import type { ApiRequest } from "./components/api-request";
import type { CloudGrid } from "./components/cloud-grid";
import type { CrowdMap } from "./components/crowd-map";
import type { DefectBoard } from "./components/defect-board";
import type { DesktopFinder } from "./components/desktop-finder";
import type { EnterpriseFlow } from "./components/enterprise-flow";
import type { LocatorTree } from "./components/locator-tree";
import type { MobileDevices } from "./components/mobile-devices";
import type { PerfWaterfall } from "./components/perf-waterfall";
import type { Pipeline } from "./components/pipeline";
import type { ScriptlessEditor } from "./components/scriptless-editor";
import type { TestCaseTable } from "./components/test-case-table";
import type { UxTimeline } from "./components/ux-timeline";
import type { VisualDiff } from "./components/visual-diff";
import type { WebBrowserRun } from "./components/web-browser-run";

type Loader<C> = () => Promise<{ default: C }>;

/**
 * Every illustration by name, one component each, loaded on demand: a page
 * fetches only the picture it shows, and pages without one (documentation,
 * account screens share the same template) fetch none.
 */
export const illustrationLoaders = {
  "scriptless-editor": () => import("./components/scriptless-editor").then((m) => ({ default: m.ScriptlessEditor })),
  "web-browser-run": () => import("./components/web-browser-run").then((m) => ({ default: m.WebBrowserRun })),
  "mobile-devices": () => import("./components/mobile-devices").then((m) => ({ default: m.MobileDevices })),
  "api-request": () => import("./components/api-request").then((m) => ({ default: m.ApiRequest })),
  "ux-timeline": () => import("./components/ux-timeline").then((m) => ({ default: m.UxTimeline })),
  "defect-board": () => import("./components/defect-board").then((m) => ({ default: m.DefectBoard })),
  "test-case-table": () => import("./components/test-case-table").then((m) => ({ default: m.TestCaseTable })),
  "visual-diff": () => import("./components/visual-diff").then((m) => ({ default: m.VisualDiff })),
  "perf-waterfall": () => import("./components/perf-waterfall").then((m) => ({ default: m.PerfWaterfall })),
  "ai-suggestions": () => import("./components/ai-suggestions").then((m) => ({ default: m.AiSuggestions })),
  "locator-tree": () => import("./components/locator-tree").then((m) => ({ default: m.LocatorTree })),
  "desktop-finder": () => import("./components/desktop-finder").then((m) => ({ default: m.DesktopFinder })),
  "cloud-grid": () => import("./components/cloud-grid").then((m) => ({ default: m.CloudGrid })),
  "crowd-map": () => import("./components/crowd-map").then((m) => ({ default: m.CrowdMap })),
  "enterprise-flow": () => import("./components/enterprise-flow").then((m) => ({ default: m.EnterpriseFlow })),
  pipeline: () => import("./components/pipeline").then((m) => ({ default: m.Pipeline })),
} satisfies {
  "scriptless-editor": Loader<typeof ScriptlessEditor>;
  "web-browser-run": Loader<typeof WebBrowserRun>;
  "mobile-devices": Loader<typeof MobileDevices>;
  "api-request": Loader<typeof ApiRequest>;
  "ux-timeline": Loader<typeof UxTimeline>;
  "defect-board": Loader<typeof DefectBoard>;
  "test-case-table": Loader<typeof TestCaseTable>;
  "visual-diff": Loader<typeof VisualDiff>;
  "perf-waterfall": Loader<typeof PerfWaterfall>;
  "ai-suggestions": Loader<typeof AiSuggestions>;
  "locator-tree": Loader<typeof LocatorTree>;
  "desktop-finder": Loader<typeof DesktopFinder>;
  "cloud-grid": Loader<typeof CloudGrid>;
  "crowd-map": Loader<typeof CrowdMap>;
  "enterprise-flow": Loader<typeof EnterpriseFlow>;
  pipeline: Loader<typeof Pipeline>;
};

export type IllustrationName = keyof typeof illustrationLoaders;

type ComponentOf<Name extends IllustrationName> = Awaited<ReturnType<(typeof illustrationLoaders)[Name]>>["default"];

/**
 * An illustration and its props, as plain data: route loaders return it (it
 * survives serialisation) and <Illustration> turns it into the component.
 */
export type IllustrationSpec = {
  [Name in IllustrationName]: { name: Name } & ComponentProps<ComponentOf<Name>>;
}[IllustrationName];

export type AnyIllustration = ComponentType<Record<string, unknown>>;
