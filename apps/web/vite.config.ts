import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { markdown } from "./plugins/markdown";
import { prerenderStats } from "./plugins/prerender-stats";
import { readPublicEnv } from "./plugins/public-env";
import { selfLearningDocs } from "./plugins/self-learning-docs";

export default defineConfig({
  define: { __PUBLIC_ENV__: JSON.stringify(readPublicEnv()) },
  plugins: [tailwindcss(), markdown(), selfLearningDocs(), prerenderStats(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  server: {
    // `npm run dev`: the API runs on 3001 beside Vite; same-origin calls are proxied.
    proxy: {
      "/v1": "http://localhost:3001",
      "/optimize": "http://localhost:3001",
      "/healthz": "http://localhost:3001",
    },
  },
});
