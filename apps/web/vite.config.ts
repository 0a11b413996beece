import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildYear } from "./plugins/build-year";
import { readLatestRelease } from "./plugins/latest-release";
import { markdown } from "./plugins/markdown";
import { prerenderStats } from "./plugins/prerender-stats";
import { readPublicEnv } from "./plugins/public-env";
import { selfLearningDocs } from "./plugins/self-learning-docs";

export default defineConfig({
  define: {
    __PUBLIC_ENV__: JSON.stringify(readPublicEnv()),
    __LATEST_RELEASE__: JSON.stringify(readLatestRelease()),
    __BUILD_YEAR__: JSON.stringify(buildYear()),
  },
  plugins: [tailwindcss(), markdown(), selfLearningDocs(), prerenderStats(), reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      // Two packages rewired for the Content-Security-Policy (docs/decisions/030-security-headers.md):
      // Radix dialogs' scroll lock without an inline <style>, and zod without its eval probe.
      {
        find: "react-style-singleton",
        replacement: new URL("./app/lib/style-singleton.ts", import.meta.url).pathname,
      },
      { find: /^zod$/, replacement: new URL("./app/lib/zod-jitless.ts", import.meta.url).pathname },
    ],
  },
  server: {
    // `npm run dev`: the API runs on 3001 beside Vite; same-origin calls are proxied.
    proxy: {
      "/v1": "http://127.0.0.1:3001",
      "/optimize": "http://127.0.0.1:3001",
      "/healthz": "http://127.0.0.1:3001",
    },
  },
});
