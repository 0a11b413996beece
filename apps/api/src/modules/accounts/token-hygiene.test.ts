import { accountsPaths } from "@ignitest/contracts";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsHarness, createAccountsTestApp, testJwtSecret } from "./test/accounts-test-app.js";

/** Tokens are neither cached on the way nor accepted with lifetimes this service never issues. */
describe("access tokens: no-store answers and bounded token lifetimes", () => {
  let t: AccountsHarness;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it("marks every /optimize/ answer no-store: sign-in, token checks, sign-out, errors and unknown paths", async () => {
    const { email, password } = await t.activeUser();
    const signIn = await t.signIn(email, password);
    expect(signIn.statusCode).toBe(200);
    const record = signIn.json<{ access_token: string; currentLicenseId: string }>();
    const answers = [
      signIn,
      await t.post(accountsPaths.changePhone, { phone: "+14155550199" }, { token: record.access_token }),
      await t.post(accountsPaths.validateUserToken, { token: "x".repeat(43) }),
      await t.signIn(email, "wrong-password"),
      await t.post(
        accountsPaths.signOut,
        { userEmail: email, currentLicenseId: record.currentLicenseId },
        {
          token: record.access_token,
        },
      ),
      await t.app.inject({ method: "GET", url: "/optimize/v1/public/user/nothing-here" }),
    ];
    for (const answer of answers) expect(answer.headers["cache-control"], answer.body).toBe("no-store");
  });

  /** A token signed with the service's own key, with the claims of a real one except those given. */
  async function tokenWith(claims: { iat: number; exp: number }) {
    const { email, password } = await t.activeUser();
    const real = decodeJwt((await t.signIn(email, password)).json<{ access_token: string }>().access_token);
    const token = await new SignJWT({ pwv: real.pwv })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(real.sub))
      .setIssuer(String(real.iss))
      .setAudience(real.aud as string)
      .setJti(crypto.randomUUID())
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(testJwtSecret));
    return { token, email };
  }

  const phoneChange = (token: string) => t.post(accountsPaths.changePhone, { phone: "+14155550199" }, { token });
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  it("refuses a token issued a day in the future", async () => {
    const { token } = await tokenWith({ iat: nowSeconds() + 24 * 3600, exp: nowSeconds() + 25 * 3600 });
    expect((await phoneChange(token)).statusCode).toBe(401);
  });

  it("refuses a token whose expiry is ten years out, even a minute after issue", async () => {
    const { token } = await tokenWith({ iat: nowSeconds(), exp: nowSeconds() + 10 * 365 * 24 * 3600 });
    expect((await phoneChange(token)).statusCode).toBe(401);
  });

  it("accepts a token made like ours, and tolerates a replica's clock 20 s ahead", async () => {
    const { token } = await tokenWith({ iat: nowSeconds() + 20, exp: nowSeconds() + 20 + 3600 });
    expect((await phoneChange(token)).statusCode).toBe(200);
  });
});
