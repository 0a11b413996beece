// `npm start`: builds what is missing, then runs the API, which migrates and
// seeds the database on first start and serves the prerendered site.
// After changing code, `npm run build` rebuilds (or delete the build folders).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const builds = [
  { workspace: "@ignitest/web", output: "apps/web/build/client/index.html" },
  { workspace: "@ignitest/api", output: "apps/api/dist/main.js" },
];

for (const { workspace, output } of builds) {
  if (existsSync(output)) continue;
  console.info(`[start] ${output} is missing: building ${workspace}…`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../apps/api/dist/main.js");
