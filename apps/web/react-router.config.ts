import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender/prerender-paths";

/**
 * Static-first: no server rendering at request time. Every route in the route
 * table is prerendered to HTML at build time and hydrated at once; the API
 * serves the files (and answers 404 for paths that were not prerendered).
 */
export default {
  appDirectory: "app",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
