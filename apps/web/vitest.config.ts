import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  define: {
    __PUBLIC_ENV__: JSON.stringify({
      SITE_URL: "https://www.ignitest.example",
      SUPPORT_URL: "https://support.ignitest.example",
      APP_URL: "https://app.ignitest.example",
      APP_API_URL: "",
      ASSETS_API_URL: "",
      DOWNLOADS_API_URL: "",
    }),
  },
  esbuild: { jsx: "automatic" },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "plugins/**/*.test.ts"],
    setupFiles: ["./test/setup-test-env.ts"],
    restoreMocks: true,
  },
});
