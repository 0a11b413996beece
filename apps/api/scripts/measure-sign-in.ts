// Times sign-in on this machine: `npx tsx scripts/measure-sign-in.ts` from apps/api.
// One active account on an in-memory PGlite; the full POST …/signin through
// Fastify inject() (argon2id verify, lock-out check, licence, JWT), and the bare hash.
import { accountsPaths } from "@ignitest/contracts";
import { hash, verify } from "@node-rs/argon2";
import { buildApp } from "../src/app.js";
import { openDatabase } from "../src/db/client.js";
import { licenses, users } from "../src/db/schema/index.js";
import { readEnv } from "../src/env.js";
import { hashPassword, passwordHashParameters } from "../src/modules/accounts/services/passwords.js";

const runs = Number(process.argv[2] ?? 20);
const database = await openDatabase({ dataDir: null });
await database.migrate();
const env = readEnv({ SITE_DIR: "", LOG_LEVEL: "silent" });
const app = await buildApp({ env, database, logger: false, mailInMemory: true });
await app.ready();

const password = "violet-harbour-kettle-42";
const [user] = await database.db
  .insert(users)
  .values({
    email: "timing@example.com",
    name: "Timing",
    company: "Bench",
    phone: "+14155550100",
    passwordHash: await hashPassword(password),
    status: "ACTIVE",
  })
  .returning();
if (!user) throw new Error("no user");
const now = Date.now();
await database.db.insert(licenses).values({
  userId: user.id,
  plan: "Cloud Basic",
  billingCycle: "Monthly",
  startsAt: new Date(now),
  endsAt: new Date(now + 30 * 86_400_000),
});

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]?.toFixed(1)} ms`;
};

const signIns: number[] = [];
for (let i = 0; i < runs + 2; i++) {
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: accountsPaths.signIn,
    headers: { "x-forwarded-for": `10.0.0.${(i % 200) + 1}` },
    payload: { email: "timing@example.com", password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  if (i >= 2) signIns.push(performance.now() - started); // the first two warm up
}

const stored = await hash(password, passwordHashParameters);
const verifies: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await verify(stored, password);
  verifies.push(performance.now() - started);
}

console.info(
  `argon2id m=${passwordHashParameters.memoryCost} KiB, t=${passwordHashParameters.timeCost}, p=${passwordHashParameters.parallelism}`,
);
console.info(`argon2id verify alone: ${stats(verifies)} (${runs} runs)`);
console.info(`POST ${accountsPaths.signIn}: ${stats(signIns)} (${runs} runs)`);
await app.close();
await database.close();
