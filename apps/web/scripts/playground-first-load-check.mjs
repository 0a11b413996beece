// After the build: fails it when the playground's first load brings zod in
// (docs/performance.md#the-playground). The first load is the app's lazy chunk
// (routes/_playground/playground.tsx asks for it at once) and every chunk it
// imports statically; zod may load later, on the first parse.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { staticImportsOf } from "./page-bytes.mjs";

const assetsDir = new URL("../build/client/assets/", import.meta.url).pathname;
/** Every zod 4 schema keeps its internals under `_zod`: no other code here names it. */
const ZOD_MARKER = "_zod";

const app = readdirSync(assetsDir).find((file) => /^playground-app-[\w-]+\.js$/.test(file));
if (!app) {
  console.error("[playground] no playground-app chunk in the build");
  process.exit(1);
}
const seen = new Set();
const queue = [app];
const withZod = [];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(assetsDir, file), "utf8");
  if (code.includes(ZOD_MARKER)) withZod.push(file);
  for (const relative of staticImportsOf(code)) queue.push(relative.replace(/^\.\//, ""));
}
if (withZod.length > 0) {
  console.error(
    `[playground] its first load brings zod in (${withZod.join(", ")}): import schemas where data is parsed, by dynamic import (docs/performance.md#the-playground)`,
  );
  process.exit(1);
}
console.info(`[playground] first load without zod (${seen.size} chunks)`);
