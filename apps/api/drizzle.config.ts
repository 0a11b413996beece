import { defineConfig } from "drizzle-kit";

/** `npm run db:generate -w @ignitest/api` writes SQL migrations that PGlite (Postgres 18) and Postgres 15 both accept. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
