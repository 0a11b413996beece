import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);

// The server's state dir, fixed once: workers re-read this file and inherit the
// variable, and the account tests read the mail outbox under it (support/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "ignitest-e2e-"));
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (docs/product/design-decisions.md#browsers-for-tests): nothing downloads a browser. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that fails once without a code change is a race to find and fix (docs/conventions.md#tests).
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A failed test keeps its trace: actions, DOM snapshots, console and network. Without the
    // screencast filmstrip, which cost 13 % of the route visits' time (174 s against 151 s).
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@mobile/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  // The real thing: `npm start` (already built by `npm run test:e2e`) on a fresh database.
  webServer: {
    command: "npm start",
    cwd: "..",
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Lets failure-path tests make the assets service answer 503 (cookie ignitest-fault=assets).
      ENABLE_TEST_FAULTS: "true",
      // Every spec's browser searches from 127.0.0.1: the per-visitor search limit would make the suite flaky.
      SEARCHES_PER_MINUTE: "100000",
      // Likewise every form page's captcha challenge (site-key), 60 a minute per address by default.
      SITE_KEYS_PER_MINUTE: "100000",
    },
  },
});
