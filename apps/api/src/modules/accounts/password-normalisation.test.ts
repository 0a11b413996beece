import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { checkPassword } from "./services/passwords.js";
import { type AccountsHarness, createAccountsTestApp } from "./test/accounts-test-app.js";

// "Café" with a precomposed é (NFC) and with "e" + U+0301 (NFD), as macOS keyboards may send it.
const nfc = "violet-Café-harbour-42";
const nfd = nfc.normalize("NFD");

describe("passwords are Unicode-normalised (NFC) before hashing and checking", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("signs in with the NFD form of a password set in NFC, and the other way round", async () => {
    expect(nfd).not.toBe(nfc);
    const first = await t.activeUser({ password: nfc });
    expect((await t.signIn(first.email, nfd)).statusCode).toBe(200);
    const second = await t.activeUser({ password: nfd });
    expect((await t.signIn(second.email, nfc)).statusCode).toBe(200);
    expect((await t.signIn(second.email, "violet-Cafe-harbour-42")).statusCode).toBe(401);
  });

  it("keeps a hash made from the unnormalised password working, and re-hashes it in NFC at sign-in", async () => {
    const { hash } = await import("@node-rs/argon2");
    const { email } = await t.activeUser({ password: nfc });
    const legacy = await hash(nfd, { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 });
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));
    expect(await checkPassword(legacy, nfd)).toEqual({ matches: true, legacy: true });

    expect((await t.signIn(email, nfd)).statusCode).toBe(200);
    const rehashed = (await t.ctx.users.findByEmail(email))?.passwordHash ?? "";
    expect(rehashed).not.toBe(legacy);
    expect(await checkPassword(rehashed, nfc)).toEqual({ matches: true, legacy: false });
    expect((await t.signIn(email, nfc)).statusCode).toBe(200);
  });
});
