// `npm run dev`: the API on 3001 (tsx watch, API only) and Vite's dev server, which proxies the API paths.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@ignitest/api"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", SITE_DIR: "", NODE_ENV: "development" },
  }),
  spawn("npm", ["run", "dev", "-w", "@ignitest/web"], { stdio: "inherit" }),
];
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
