// The replicas proof (issue 16, run by .ci/run): two `npm start` replicas on
// one PostgreSQL behind HAProxy (health checks on /readyz), and a stub CRM.
//   (a) shared state: 10 wrong sign-ins over both replicas lock the account; a
//       form's per-address limit holds across both; a captcha solution used on
//       one is refused on the other; a token issued by one is accepted and
//       revoked through the other;
//   (b) load at half saturation on the catalogue and the home page while one
//       replica is SIGKILLed and restarted: no acknowledged form lost, no error
//       once HAProxy has marked it down;
//   (c) the CRM refuses for 60 s, then accepts: every lead arrives exactly once,
//       correctly signed.
// Prints the counts and exits non-zero on any broken property.
//
//   DATABASE_URL=postgres://… node bench/replicas/prove-replicas.mjs [--base-port 4414]
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { newDataDir, secrets, serverStates, startHaproxy, startReplica, waitReady } from "./cluster.mjs";
import { startStubCrm } from "./stub-crm.mjs";
import {
  acknowledged,
  call,
  captcha,
  contactMessage,
  freePort,
  metricCount,
  nextClient,
  saturation,
  sleep,
} from "./visitor.mjs";

const { values: options } = parseArgs({
  options: {
    "base-port": { type: "string" },
    "load-seconds": { type: "string", default: "24" },
    "crm-refuses-seconds": { type: "string", default: "60" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL (a throwaway PostgreSQL database) is required");
const loadSeconds = Number(options["load-seconds"]);
const failures = [];
const check = (ok, what) => {
  console.info(`[replicas] ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
const base = options["base-port"] ? Number(options["base-port"]) : null;
const port = async (offset) => (base ? base + offset : freePort());

// --- start ------------------------------------------------------------------
const crm = await startStubCrm({
  secret: secrets.LEADS_WEBHOOK_SECRET,
  refuseForMs: Number(options["crm-refuses-seconds"]) * 1000,
});
const replicaSpecs = [];
for (const [i, name] of ["a", "b"].entries()) {
  replicaSpecs.push({
    name,
    port: await port(1 + i),
    metricsPort: await port(3 + i),
    dataDir: await newDataDir(name),
    databaseUrl,
    leadsUrl: crm.url,
  });
}
const replicas = replicaSpecs.map(startReplica);
const haproxy = await startHaproxy({ port: await port(0), statsPort: await freePort(), replicas });
const cleanup = () => {
  for (const replica of replicas) replica.child.kill("SIGTERM");
  haproxy.child.kill("SIGTERM");
  crm.close();
};
process.on("exit", cleanup);
await Promise.all(replicas.map((replica) => waitReady(replica)));
for (let i = 0; i < 40; i++) {
  const states = await serverStates(haproxy);
  if (states.a === "UP" && states.b === "UP") break;
  await sleep(250);
}
console.info(`[replicas] two replicas up behind HAProxy at ${haproxy.origin}; stub CRM refusing until +60 s`);

const lb = haproxy.origin;

// --- (a) shared state ---------------------------------------------------------
{
  const ip = nextClient();
  const email = `nobody.${Date.now()}@example.com`;
  const statuses = [];
  const signInRoute = /route="\/optimize\/v1\/public\/user\/signin"/;
  const before = await Promise.all(replicas.map((replica) => metricCount(replica, signInRoute)));
  for (let i = 0; i < 11; i++) {
    const response = await call(lb, "/optimize/v1/public/user/signin", { email, password: "wrong-password-1" }, { ip });
    statuses.push(response.json?.code ?? response.status);
  }
  const after = await Promise.all(replicas.map((replica) => metricCount(replica, signInRoute)));
  const spread = after.map((count, i) => count - before[i]);
  console.info(
    `[replicas] (a) 11 sign-ins through HAProxy: per replica ${spread.join(" + ")}; answers ${statuses.join(",")}`,
  );
  check(
    spread.every((count) => count >= 4) && statuses.slice(0, 10).every((code) => code !== "ACCOUNT_LOCKED"),
    "(a) 10 wrong sign-ins spread over both replicas",
  );
  check(statuses[10] === "ACCOUNT_LOCKED", "(a) the 11th sign-in is ACCOUNT_LOCKED");
  const onA = await call(
    replicas[0].origin,
    "/optimize/v1/public/user/signin",
    { email, password: "x-wrong-1" },
    { ip },
  );
  const onB = await call(
    replicas[1].origin,
    "/optimize/v1/public/user/signin",
    { email, password: "x-wrong-1" },
    { ip },
  );
  check(onA.json?.code === "ACCOUNT_LOCKED" && onB.json?.code === "ACCOUNT_LOCKED", "(a) locked on either replica");
}
{
  // The contact form allows 5 a minute per address; through HAProxy round robin they alternate replicas.
  const ip = nextClient();
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await contactMessage(lb, ip, `limit ${i + 1}`)).status);
  console.info(`[replicas] (a) contact form ×6 from one address through HAProxy: ${statuses.join(",")}`);
  check(
    statuses.slice(0, 5).every((s) => s === 201) && statuses[5] === 429,
    "(a) per-address form limit (5/min) holds across both: 6th is 429",
  );
}
{
  const ip = nextClient();
  const solved = await captcha(replicas[0].origin, "contact-message", ip);
  const body = (n) => ({
    name: "Replica Proof",
    email: `captcha.${Date.now()}.${n}@example.com`,
    topic: "Partnerships",
    message: "Replicas proof: captcha replay.",
    captcha: solved,
  });
  const first = await call(replicas[0].origin, "/v1/public/contact-messages", body(1), { ip });
  if (first.status === 201) acknowledged.push(first.json.id);
  const replay = await call(replicas[1].origin, "/v1/public/contact-messages", body(2), { ip });
  console.info(
    `[replicas] (a) captcha solution: replica a ${first.status}, same solution on replica b ${replay.status}`,
  );
  check(
    first.status === 201 && replay.status === 400,
    "(a) a captcha solution used on one replica is refused on the other",
  );
}
{
  const ip = nextClient();
  const email = `proof.account.${Date.now()}@example.com`;
  const password = "violet-harbour-kettle-42";
  const signUp = await call(
    replicas[0].origin,
    "/optimize/v1/public/user/signup",
    {
      name: "Ada Lovelace",
      email,
      phone: "+44 20 7946 0958",
      company: "Analytical Engines Ltd",
      password,
      captcha: await captcha(replicas[0].origin, "signup", ip),
    },
    { ip },
  );
  let token = null;
  for (let i = 0; i < 40 && !token; i++) {
    const dir = join(replicas[0].dataDir, "outbox");
    for (const file of await readdir(dir).catch(() => [])) {
      const text = await readFile(join(dir, file), "utf8");
      const match =
        text.includes(email) &&
        /user-activated\?token=3D([A-Za-z0-9_-]{43})|user-activated\?token=([A-Za-z0-9_-]{43})/.exec(
          text.replace(/=\r?\n/g, ""),
        );
      if (match) token = match[1] ?? match[2];
    }
    if (!token) await sleep(250);
  }
  const activated = await call(replicas[1].origin, "/optimize/v1/public/user/activation/activate", { token }, { ip });
  const signIn = await call(replicas[0].origin, "/optimize/v1/public/user/signin", { email, password }, { ip });
  const access = signIn.json?.access_token;
  const phone = await call(
    replicas[1].origin,
    "/optimize/v1/public/user/change-phone",
    { phone: "+14155550199" },
    { ip, token: access },
  );
  const signOut = await call(
    replicas[1].origin,
    "/optimize/v1/user/signout",
    { userEmail: signIn.json?.userName, currentLicenseId: signIn.json?.currentLicenseId },
    { ip, token: access },
  );
  const reuse = await call(
    replicas[0].origin,
    "/optimize/v1/public/user/change-phone",
    { phone: "+14155550198" },
    { ip, token: access },
  );
  console.info(
    `[replicas] (a) account: sign-up ${signUp.status} on a, activation ${activated.status} on b, sign-in ${signIn.status} on a, token used on b ${phone.status}, signed out on b ${signOut.status}, token on a afterwards ${reuse.status}`,
  );
  check(
    phone.status === 200 && signOut.status === 200 && reuse.status === 401,
    "(a) a token issued by one replica is accepted and revoked through the other",
  );
}

// --- (b) load, with one replica killed and restarted ---------------------------
const catalogue = "/v1/public/categories/most-used?page=0&size=16";
const alone = await saturation(replicas[0].origin, catalogue, 3);
const together = await saturation(lb, catalogue, 3);
const home = await saturation(lb, "/", 3);
console.info(
  `[replicas] (b) saturation, catalogue: one replica alone ${alone} req/s, two behind HAProxy ${together} req/s; home page behind HAProxy ${home} req/s`,
);

const events = [];
let downAt = null;
const track = (name, path, rate) => {
  const instance = autocannon({
    url: `${lb}${path}`,
    connections: 10,
    duration: loadSeconds,
    overallRate: Math.max(1, Math.floor(rate / 2)),
    headers: { "accept-encoding": "br, gzip" },
  });
  instance.on("response", (_client, status) =>
    events.push({ at: Date.now(), ok: status >= 200 && status < 400, name }),
  );
  instance.on("reqError", () => events.push({ at: Date.now(), ok: false, name }));
  return instance;
};
const loadStarted = Date.now();
const runs = [track("catalogue", catalogue, together), track("home", "/", home)];
const formsDuringLoad = (async () => {
  const results = [];
  while (Date.now() - loadStarted < (loadSeconds - 2) * 1000) {
    const response = await contactMessage(lb, nextClient(), "during the load run").catch((error) => ({
      status: String(error),
    }));
    results.push(response.status);
    await sleep(400);
  }
  return results;
})();
const watcher = setInterval(async () => {
  const states = await serverStates(haproxy).catch(() => ({}));
  if (downAt === null && states.b && states.b.startsWith("DOWN")) downAt = Date.now();
}, 100);
await sleep(6000);
const killedAt = Date.now();
replicas[1].child.kill("SIGKILL");
console.info(`[replicas] (b) +${((killedAt - loadStarted) / 1000).toFixed(1)} s: SIGKILL replica b`);
await sleep(5000);
replicas[1] = startReplica(replicaSpecs[1]);
await waitReady(replicas[1]);
console.info(`[replicas] (b) +${((Date.now() - loadStarted) / 1000).toFixed(1)} s: replica b restarted and ready`);
const [catalogueRun, homeRun] = await Promise.all(runs);
const formStatuses = await formsDuringLoad;
clearInterval(watcher);
const all = events.length;
const errors = events.filter((event) => !event.ok).length;
const afterDown = downAt === null ? [] : events.filter((event) => event.at >= downAt);
const errorsAfterDown = afterDown.filter((event) => !event.ok).length;
const between = events.filter((event) => event.at >= killedAt && (downAt === null || event.at < downAt));
console.info(
  `[replicas] (b) ${loadSeconds} s at half saturation: catalogue ${Math.round(catalogueRun.requests.average)} req/s, home ${Math.round(homeRun.requests.average)} req/s; ${all} answers, ${errors} errors in all (${between.filter((e) => !e.ok).length} between the kill and HAProxy marking b down ${downAt ? `${downAt - killedAt} ms later` : "(never seen down)"}), ${errorsAfterDown} errors of ${afterDown.length} after`,
);
check(downAt !== null, "(b) HAProxy marked the killed replica down");
check(errorsAfterDown === 0, "(b) error rate after HAProxy marks it down is 0");
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const stored = await pool.query("select id from contact_messages where id = any($1::uuid[])", [acknowledged]);
console.info(
  `[replicas] (b) forms during the load run: ${formStatuses.filter((s) => s === 201).length} acknowledged of ${formStatuses.length} sent; ${stored.rowCount} of ${acknowledged.length} acknowledged forms in the database`,
);
check(stored.rowCount === acknowledged.length && acknowledged.length > 0, "(b) no acknowledged form lost");

// --- (c) leads through the CRM that refused for 60 s -------------------------------
const deadline = crm.openedAt + 200_000;
const keyOf = (id) => `lead:contact:${id}`;
while (Date.now() < deadline && !acknowledged.every((id) => crm.stats.accepted.has(keyOf(id)))) await sleep(500);
const arrived = acknowledged.filter((id) => crm.stats.accepted.has(keyOf(id)));
const twice = [...crm.stats.accepted.values()].filter((lead) => lead.deliveries !== 1).length;
const latencies = await pool.query(
  `select extract(epoch from sent_at - created_at) as s from outbox_entries where kind = 'mail' and status = 'sent' and created_at >= to_timestamp($1)`,
  [loadStarted / 1000],
);
const mailSeconds = latencies.rows.map((row) => Number(row.s)).sort((x, y) => x - y);
const pct = (p) =>
  mailSeconds.length ? mailSeconds[Math.min(mailSeconds.length - 1, Math.floor(p * mailSeconds.length))] : NaN;
const outbox = await pool.query(
  "select status, count(*)::int as n from outbox_entries group by status order by status",
);
console.info(
  `[replicas] (c) CRM refused ${crm.stats.refused} deliveries in its first 60 s, then accepted ${crm.stats.accepted.size} leads (${arrived.length} of ${acknowledged.length} acknowledged forms); ${twice} delivered more than once; ${crm.stats.badSignature} bad signatures; first accepted ${crm.stats.firstAcceptedAt ? ((crm.stats.firstAcceptedAt - crm.openedAt) / 1000).toFixed(1) : "-"} s after start, all in by ${((Date.now() - crm.openedAt) / 1000).toFixed(1)} s`,
);
console.info(
  `[replicas] outbox mail delivery latency under load: p50 ${pct(0.5)?.toFixed(3)} s, p99 ${pct(0.99)?.toFixed(3)} s (${mailSeconds.length} mails); entries by status: ${outbox.rows.map((r) => `${r.status} ${r.n}`).join(", ")}`,
);
check(arrived.length === acknowledged.length, "(c) every lead arrived");
check(twice === 0, "(c) each lead arrived exactly once");
check(
  crm.stats.badSignature === 0 && crm.stats.refused > 0,
  "(c) every delivery signed correctly (after real refusals)",
);
await pool.end();

console.info(failures.length ? `[replicas] FAILED: ${failures.join("; ")}` : "[replicas] all properties hold");
cleanup();
process.exit(failures.length ? 1 : 0);
