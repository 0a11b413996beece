// Bundles the API to dist/main.js for `npm start` (Node 20 cannot run .ts).
// Workspace packages (written in TypeScript) are bundled in; npm dependencies stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalise-npm-dependencies",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@ignitest/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
