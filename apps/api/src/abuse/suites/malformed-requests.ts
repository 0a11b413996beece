import { describe, expect, it } from "vitest";
import { expectClearAnswer } from "../abuse-client.js";
import { BODY_LIMIT, judgeBody, judgeQuery } from "../contract-oracle.js";
import { type AbuseEndpoint, endpointKey } from "../endpoints/index.js";
import { bodyEndpoints, type GetContext, queryEndpoints } from "./context.js";

const json = { "content-type": "application/json" };

/** Not JSON, though labelled so. */
const malformedJson = [
  '{"key":',
  "{'key': 'click'}",
  '{"key": "click",}',
  "undefined",
  "NaN",
  '{"a":1}{"b":2}',
  "\u0000",
  "[",
  '"unterminated',
  "{".repeat(50),
];

/** Nested far deeper than any contract, built as text (JSON.stringify of such a value would overflow the stack). */
const deepArray = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** What an endpoint answers for a body it reads as `{}` (no body) or one it parses to `value`. */
function forBody(endpoint: AbuseEndpoint, value: unknown): number[] {
  if (endpoint.input === "none") return [endpoint.sampleStatus];
  return judgeBody(endpoint, value).expected;
}

export function describeMalformedRequests(context: GetContext) {
  describe("malformed requests", () => {
    it.each(bodyEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
      "%s: no body, broken JSON, wrong content type, too large, too deep, poisoned",
      async (what, endpoint) => {
        const { client } = context();
        const send = async (payload: string | undefined, headers: Record<string, string>, expected: number[]) => {
          const response = await client.sendTo(endpoint, { url: endpoint.route, headers, payload });
          expectClearAnswer(response, expected, `${what} with ${JSON.stringify(payload?.slice(0, 40))}`);
          return response.json() as { message: string };
        };

        await send(undefined, {}, forBody(endpoint, {}));
        expect((await send("", json, [400])).message).toMatch(/empty/i);
        for (const text of malformedJson) expect((await send(text, json, [400])).message).toMatch(/JSON/);

        for (const type of ["text/plain", "application/xml", "application/x-www-form-urlencoded", "image/png"]) {
          expect((await send("key=click", { "content-type": type }, [415])).message).toMatch(/content type/i);
        }
        await send("--x\r\n", { "content-type": "multipart/form-data; boundary=x" }, endpoint.formData ? [400] : [415]);

        const oversized = JSON.stringify({ ...endpoint.sample, padding: "x".repeat(BODY_LIMIT) });
        expect((await send(oversized, json, [413])).message).toMatch(/too large/i);
        const declared = { ...json, "content-length": String(10 * BODY_LIMIT) };
        expect((await send("{}", declared, [413])).message).toMatch(/too large/i);

        await send(deepArray(10_000), json, [413]);
        await send(deepArray(8_000), json, forBody(endpoint, []));
        await send(deepObject(2_500), json, forBody(endpoint, { a: {} }));
        await send(`{"key":${deepArray(7_000)}}`, json, forBody(endpoint, { key: [] }));

        await send('{"__proto__":{"isAdmin":true}}', json, [400]);
        await send('{"constructor":{"prototype":{"isAdmin":true}}}', json, [400]);
      },
      60_000,
    );

    it.each(queryEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
      "%s: no query, broken encodings, repeated and nested keys",
      async (what, endpoint) => {
        const { client } = context();
        const send = async (query: string, expected: number[]) => {
          const response = await client.sendTo(endpoint, { url: `${endpoint.route}${query}` });
          expectClearAnswer(response, expected, `${what}${query.slice(0, 60)}`);
        };
        await send("", judgeQuery(endpoint, []).expected);
        const anyAnswer = [...endpoint.accepts, 400];
        for (const query of ["?%ZZ=%", "?page=%E0%A4%A", "?&&&==&=", "?%00=%00", `?${"x=1&".repeat(2_000)}`]) {
          await send(query, anyAnswer);
        }
        const sample = new URLSearchParams(endpoint.sample as Record<string, string>).toString();
        await send(`?${sample}&${"a[b]".repeat(500)}=1`, [endpoint.sampleStatus]);
        for (const field of Object.keys(endpoint.sample)) {
          await send(`?${sample}&${`${field}=1&`.repeat(200)}`, [400]);
          await send(`?${sample}&${field}[$ne]=1`, [endpoint.sampleStatus]);
        }
      },
    );

    it("answers a method an endpoint does not take with 404, not with its handler", async () => {
      const { client } = context();
      for (const endpoint of [...bodyEndpoints.slice(0, 3), ...queryEndpoints.slice(0, 3)]) {
        const method = endpoint.method === "GET" ? "POST" : "GET";
        const response = await client.send({ method, url: endpoint.route.replace(":id", "x") });
        expectClearAnswer(response, [404], `${method} ${endpoint.route}`);
      }
    });
  });
}
