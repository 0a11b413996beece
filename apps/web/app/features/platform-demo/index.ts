// The Platform demo's public entry (docs/platform-demo.md): its banner, and its shell, loaded on its own addresses only.
export { DemoBanner } from "./components/demo-banner";

/** The shell and its data layer (zod, idb-keyval): a chunk of its own, so the route module stays small. */
export const loadPlatformDemo = () => import("./components/platform-demo");
