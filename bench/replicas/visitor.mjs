// What the replicas proof does as a visitor: calls through the balancer with a
// client address of its own, captchas solved like the widget, contact messages,
// a replica's request counters, and a short saturation probe.
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `count` distinct free ports for the proof's listeners, taken below the
 * kernel's ephemeral range: a port from listen(0) is released before the
 * replica binds it, and in that gap the kernel may hand the same number to
 * another listen(0) or to an outbound connection (CI once failed with
 * EADDRINUSE that way). Below the range it hands out none. All are held at
 * once while choosing, so no two are the same.
 */
export async function freePorts(count) {
  const [ephemeralLow] = (await readFile("/proc/sys/net/ipv4/ip_local_port_range", "utf8").catch(() => "32768"))
    .trim()
    .split(/\s+/)
    .map(Number);
  const low = 10_000;
  const held = [];
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  try {
    for (let attempt = 0; held.length < count && attempt < 1000; attempt++) {
      const port = low + Math.floor(Math.random() * (ephemeralLow - low - 1));
      const server = await tryListen(port);
      if (server) held.push(server);
    }
    if (held.length < count) throw new Error(`found only ${held.length} of ${count} free ports below ${ephemeralLow}`);
    return held.map((server) => server.address().port);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

let fakeClient = 0;
/** A distinct client address per visitor: HAProxy appends the real peer (trusted), the server reads this one. */
export const nextClient = () => `198.51.${Math.floor(++fakeClient / 250)}.${(fakeClient % 250) + 1}`;
export async function call(origin, path, body, { ip, token } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, json };
}
export async function captcha(origin, purpose, ip) {
  const { json: challenge } = await call(origin, "/optimize/v1/public/user/site-key", { purpose }, { ip });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
/** Ids of the forms the balancer acknowledged with 201: every one must be stored and reach the CRM. */
export const acknowledged = [];
export async function contactMessage(origin, ip, note) {
  const response = await call(
    origin,
    "/v1/public/contact-messages",
    {
      name: "Replica Proof",
      email: `proof.${Date.now()}.${fakeClient}@example.com`,
      topic: "Partnerships",
      message: `Replicas proof: ${note}.`,
      captcha: await captcha(origin, "contact-message", ip),
    },
    { ip },
  );
  if (response.status === 201) acknowledged.push(response.json.id);
  return response;
}
export async function metricCount(replica, pattern) {
  const text = await (await fetch(`http://127.0.0.1:${replica.metricsPort}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("http_requests_total{") && pattern.test(line))
    .reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
}

export async function saturation(origin, path, seconds) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: 10,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return Math.round(result.requests.average);
}
