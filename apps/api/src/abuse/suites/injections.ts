import { accountsPaths, formPaths } from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, demoRequests } from "../../db/schema/index.js";
import { idempotentRoutes, KEY_FORMAT_MESSAGE } from "../../http/idempotency.js";
import { expectClearAnswer } from "../abuse-client.js";
import { hostileCompany, hostileName } from "../abuse-session.js";
import { fakeCaptcha } from "../endpoints/index.js";
import type { GetContext } from "./context.js";

/** Would match every row if it reached SQL as code or as an unescaped LIKE pattern. */
const matchEverything = ["' OR 1=1 --", "' OR '1'='1", "%%%%", "____", "') UNION SELECT id FROM users --", "%' --"];

// biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
const hostileMessage = "'; DELETE FROM demo_requests; -- <img src=x onerror=alert(1)> ../../etc/passwd ${7*7}";

export function describeInjections(context: GetContext) {
  describe("injection", () => {
    it("searches treat SQL and LIKE syntax as text: nothing matches, though a real word does", async () => {
      const { client } = context();
      const search = async (url: string, key: string) => {
        const response = await client.send({ method: "POST", url, payload: { key } });
        expectClearAnswer(response, [200], `${url} ${key}`);
        const found = response.json().responseObject;
        return (Array.isArray(found) ? found : found.content) as unknown[];
      };
      for (const url of ["/v1/public/nlp-details/search", "/v1/public/categories/search"]) {
        expect((await search(url, "click")).length, `${url} finds a real word`).toBeGreaterThan(0);
        for (const key of matchEverything) expect(await search(url, key), `${url} ${key}`).toEqual([]);
      }
    });

    it("lookups by title treat injection as a title that does not exist", async () => {
      const { client } = context();
      for (const title of matchEverything) {
        const query = new URLSearchParams({ title, typeId: "nlps" });
        for (const path of ["/v1/public/sub-categories/by-title", "/v1/public/nlp-details/title/type-id"]) {
          expectClearAnswer(await client.send({ method: "GET", url: `${path}?${query}` }), [404], `${path} ${title}`);
        }
      }
    });

    it("refuses NoSQL operators where a value belongs", async () => {
      const { client } = context();
      for (const key of [{ $gt: "" }, { $ne: null }, { $regex: ".*" }, ["$in", "x"]]) {
        const response = await client.send({ method: "POST", url: "/v1/public/nlp-details/search", payload: { key } });
        expectClearAnswer(response, [400], `search ${JSON.stringify(key)}`);
      }
      const signIn = await client.send({
        method: "POST",
        url: accountsPaths.signIn,
        payload: { email: "ada@example.com", password: { $ne: "" } },
      });
      expectClearAnswer(signIn, [400], "sign-in with an operator for a password");
    });

    it("stores hostile text from the forms as text, byte for byte, and escapes it in e-mail", async () => {
      const { client, database, session } = context();
      const demo = await client.send({
        method: "POST",
        url: formPaths.demoRequests,
        payload: {
          name: hostileName,
          email: "mallory@example.com",
          company: hostileCompany,
          role: "<b>CTO</b>",
          teamSize: "11-50",
          products: ["Platform"],
          preferredDate: new Date().toISOString().slice(0, 10),
          preferredTime: "morning",
          timeZone: "Europe/London",
          message: hostileMessage,
          captcha: session.formCaptchas.demoRequest,
        },
      });
      expectClearAnswer(demo, [201], "demo request with hostile text and a solved captcha");
      const [stored] = await database.db.select().from(demoRequests).where(eq(demoRequests.id, demo.json().id));
      expect(stored).toMatchObject({ name: hostileName, company: hostileCompany, message: hostileMessage });

      const contact = await client.send({
        method: "POST",
        url: formPaths.contactMessages,
        payload: {
          name: hostileName,
          email: "mallory@example.com",
          topic: "Other",
          message: hostileMessage,
          captcha: session.formCaptchas.contactMessage,
        },
      });
      expectClearAnswer(contact, [201], "contact message with hostile text and a solved captcha");
      const [message] = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, contact.json().id));
      expect(message).toMatchObject({ name: hostileName, message: hostileMessage });

      // The same solution again is a replay: refused on the captcha, after the contract passed.
      const replay = await client.send({
        method: "POST",
        url: formPaths.contactMessages,
        payload: {
          name: "Eve",
          email: "eve@example.com",
          topic: "Other",
          message: hostileMessage,
          captcha: session.formCaptchas.contactMessage,
        },
      });
      expectClearAnswer(replay, [400], "replayed captcha");
    });

    it("keeps an account's hostile name as its name, and escapes it in the activation mail", () => {
      const { session } = context();
      expect(session.record.name).toBe(hostileName);
      expect(session.activationMailHtml).not.toContain("<script>");
      expect(session.activationMailHtml).toContain("&lt;script&gt;");
    });
  });

  describe("hostile headers", () => {
    it("refuses forged or garbage bearer tokens with 401", async () => {
      const { client, session } = context();
      const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url");
      const [, claims = ""] = session.record.access_token.split(".");
      const tokens = [
        "",
        "Bearer",
        "Bearer ",
        "Bearer ' OR 1=1 --",
        "Basic YWRtaW46YWRtaW4=",
        `Bearer ${"x".repeat(8_000)}`,
      ];
      tokens.push("Bearer a.b.c", `Bearer ${none}.${claims}.`, `Bearer ${session.record.access_token}x`);
      for (const authorization of tokens) {
        for (const url of [accountsPaths.signOut, accountsPaths.changePhone]) {
          const response = await client.send({
            method: "POST",
            url,
            headers: { authorization },
            payload: { userEmail: session.email, currentLicenseId: "trial", phone: "+44 20 7946 0999" },
          });
          expectClearAnswer(response, [401], `${url} with ${authorization.slice(0, 30)}`);
        }
      }
    });

    it("refuses a malformed Idempotency-Key with 400 on every POST that stores something, and a hostile valid one is only a key", async () => {
      const { client } = context();
      const malformed = ["", " ", "x".repeat(256), "ключ", "a\tb", "' OR 1=1 --", "<script>alert(1)</script> x"];
      for (const url of idempotentRoutes) {
        for (const key of malformed) {
          const response = await client.send({ method: "POST", url, headers: { "idempotency-key": key }, payload: {} });
          expectClearAnswer(response, [400], `${url} with Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`);
          expect(response.json().message).toBe(KEY_FORMAT_MESSAGE);
        }
        for (const key of ["';DELETE_FROM_idempotency_keys;--", "%%%%", "x".repeat(255)]) {
          const response = await client.send({ method: "POST", url, headers: { "idempotency-key": key }, payload: {} });
          // The body is empty: a validation 400, or 401 where the call needs a sign-in; never a 5xx.
          expectClearAnswer(response, [400, 401], `${url} with Idempotency-Key ${key.slice(0, 20)}`);
        }
      }
    });

    it("answers as usual whatever the client claims in its other headers", async () => {
      const { client } = context();
      const headerSets: Array<Record<string, string>> = [
        { "x-forwarded-for": "not-an-ip, <script>, ' OR 1=1" },
        { "x-forwarded-for": "1.1.1.1,".repeat(500) },
        { "cf-ipcountry": "<script>", "accept-language": `${"x-".repeat(3_000)}en` },
        { "cf-ipcountry": "' OR 1=1", "accept-language": "*;q=NaN, en;q=-1, de;q=1e309" },
        { "if-none-match": `W/"${"x".repeat(8_000)}", *, ""` },
        { "accept-encoding": "br;q=NaN, gzip;q=1e999, *;q=-1" },
        { cookie: `${"a=b; ".repeat(500)}ignitest-fault=assets` },
      ];
      for (const headers of headerSets) {
        for (const url of [
          "/healthz",
          "/v1/public/country",
          "/v1/public/categories/most-used",
          "/v1/public/web-site",
        ]) {
          const response = await client.send({ method: "GET", url, headers });
          // "*" in If-None-Match matches any version: 304 is the right answer to it.
          expectClearAnswer(response, [200, 304], `${url} with ${Object.keys(headers).join(", ")}`);
          if (url === "/v1/public/country") expect(response.json().country).toMatch(/^[A-Z]{2}$/);
        }
      }
      const post = await client.send({
        method: "POST",
        url: formPaths.demoRequests,
        headers: { "content-type": `application/json; charset=utf-8; ${"x=y; ".repeat(300)}` },
        payload: JSON.stringify({ name: "Ada", captcha: fakeCaptcha }),
      });
      expectClearAnswer(post, [400, 415], "demo request with a long content type");
    });
  });
}
