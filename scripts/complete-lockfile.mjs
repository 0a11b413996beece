// The registry this project installs from serves only the platform packages of
// this machine (linux-x64-gnu): the others answer 404. npm then writes a
// package-lock.json without them, and `npm ci` rejects that lock as out of
// sync ("Missing: @rollup/rollup-darwin-arm64 from lock file").
//
// This adds the missing optional platform packages to the lock with the os,
// cpu and libc their names declare, exactly as npm records them on a registry
// that has them; npm ci then skips them here as not for this platform.
// Run it after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;

const osNames = ["android", "darwin", "freebsd", "linux", "openbsd", "netbsd", "sunos", "win32", "aix", "openharmony"];
const cpuNames = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "riscv64",
  "ppc64",
  "s390x",
  "loong64",
  "mips64el",
  "wasm32",
  "x86_64",
];

/** "@rollup/rollup-linux-arm64-musl" → { os: ["linux"], cpu: ["arm64"], libc: ["musl"] } */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  if (!os && !cpu) return null;
  const libc = parts.includes("musl") ? "musl" : os === "linux" && parts.includes("gnu") ? "glibc" : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu === "x86_64" ? "x64" : cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === "" ? "" : `${location}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
      license: entry.license,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`[complete-lockfile] added ${added} platform entries`);
