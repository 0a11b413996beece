import { configDefaults, defineProject } from "vitest/config";

/**
 * Suites whose assertions do not depend on the database engine: input
 * validation and fuzzing, headers, proxies, the site's files, logs, mail
 * rendering, pure functions. They run once, on PGlite; with TEST_DATABASE_URL
 * set (.ci/run's PostgreSQL pass) only the rest runs, every suite that asserts
 * what the database stores or answers. A new suite runs on both engines unless
 * it is listed here (docs/conventions.md#tests).
 */
export const engineIndependentSuites = [
  "src/abuse/**",
  "src/env.test.ts",
  "src/http/body-limit.test.ts",
  "src/http/duplicate-host.test.ts",
  "src/http/security-headers.test.ts",
  "src/http/trust-proxy.test.ts",
  "src/import-boundaries.test.ts",
  "src/leads/lead-signature.test.ts",
  "src/mail/**",
  "src/ops/log-redaction.test.ts",
  "src/ops/start-failure.test.ts",
  "src/site/**",
  "src/modules/accounts/services/**",
  "src/modules/assets/seed/catalogue.test.ts",
  "src/modules/assets/seed/catalogue-fingerprint.test.ts",
  "src/modules/downloads/user-agent-family.test.ts",
  "src/modules/geo/**",
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(onPostgres ? engineIndependentSuites : [])],
    // Files share a worker's module graph: the app's imports (Fastify, drizzle, PGlite, argon2) load
    // once per worker instead of once per file, most of this suite's time. Every test builds its own
    // app and database, and no API test mocks a module.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
