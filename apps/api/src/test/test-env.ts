import { type Env, EnvSchema } from "../env.js";

/**
 * The settings of a test app: every default from the env schema (src/env.ts,
 * not process.env), no built site, no logs, then `overrides` as typed values.
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...EnvSchema.parse({ SITE_DIR: "", LOG_LEVEL: "silent" }), ...overrides };
}
