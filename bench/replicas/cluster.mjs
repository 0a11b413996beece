// Two `npm start` replicas on one PostgreSQL behind Debian's HAProxy, for the
// replicas proof. Each replica has its own port, metrics port and data dir.
import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
export const secrets = {
  JWT_SECRET: "replicas-proof-jwt-secret-0123456789abcdef",
  CAPTCHA_HMAC_KEY: "replicas-proof-captcha-key-0123456789abcdef",
  LEADS_WEBHOOK_SECRET: "replicas-proof-leads-secret-0123456789abcdef",
};

export function startReplica({ name, port, metricsPort, dataDir, databaseUrl, leadsUrl }) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      ...secrets,
      PORT: String(port),
      HOST: "127.0.0.1",
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "127.0.0.1",
      LEADS_WEBHOOK_URL: leadsUrl,
      LOG_LEVEL: "error",
      SITE_ORIGIN: "http://127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { name, port, metricsPort, dataDir, child, origin: `http://127.0.0.1:${port}` };
}

export async function waitReady(replica, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${replica.metricsPort}/readyz`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${replica.name} not ready after ${timeoutMs} ms`);
}

export async function startHaproxy({ port, statsPort, replicas }) {
  const dir = await mkdtemp(join(tmpdir(), "ignitest-haproxy-"));
  const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout
frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /readyz
  default-server inter 500ms fall 2 rise 2
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check port ${r.metricsPort}`).join("\n")}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
  const file = join(dir, "haproxy.cfg");
  await writeFile(file, config);
  const child = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "ignore", "inherit"] });
  return { child, origin: `http://127.0.0.1:${port}`, statsUrl: `http://127.0.0.1:${statsPort}/stats;csv` };
}

/** HAProxy's view of each server: { a: "UP", b: "DOWN" … }. */
export async function serverStates(haproxy) {
  const csv = await (await fetch(haproxy.statsUrl)).text();
  const states = {};
  for (const line of csv.split("\n")) {
    const [proxy, server, ...rest] = line.split(",");
    if (proxy === "replicas" && server !== "BACKEND" && server !== "FRONTEND") states[server] = rest[15];
  }
  return states;
}

export async function newDataDir(name) {
  return mkdtemp(join(tmpdir(), `ignitest-replica-${name}-`));
}
