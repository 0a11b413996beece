import { describe, expect, it } from "vitest";
import { expectClearAnswer, isCaptchaRefusal } from "../abuse-client.js";
import { type JudgedRequest, judgeBody, judgeParam, judgeQuery } from "../contract-oracle.js";
import { type AbuseEndpoint, abuseEndpoints, endpointKey } from "../endpoints/index.js";
import { registeredRoutes } from "../registered-routes.js";
import type { GetContext } from "./context.js";

/** The endpoint's sample, as a request. */
export function sampleRequest(endpoint: AbuseEndpoint, input = endpoint.sample): JudgedRequest {
  if (endpoint.input === "body") return judgeBody(endpoint, input);
  if (endpoint.input === "params") return judgeParam(endpoint, String(Object.values(input)[0]));
  const pairs = Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]);
  return judgeQuery(endpoint, pairs);
}

export function describeRouteCoverage(context: GetContext) {
  describe("the abuse table", () => {
    it("has a row for every endpoint the app registers, and none for an endpoint it no longer has", () => {
      const registered = registeredRoutes(context().app);
      const table = abuseEndpoints.map(endpointKey);
      // The parser found the tree (a change in printRoutes' format must not make this pass vacuously).
      expect(registered).toContain("GET /healthz");
      expect(registered).toContain("GET /v1/public/categories/:id");
      expect(
        registered.filter((route) => !table.includes(route)),
        "endpoints without a row in src/abuse/endpoints (add one)",
      ).toEqual([]);
      expect(
        table.filter((route) => !registered.includes(route)),
        "rows for endpoints the app does not have",
      ).toEqual([]);
      expect(new Set(table).size, "one row per endpoint").toBe(table.length);
    });

    it("holds samples the contracts accept, answered as the row says", async () => {
      const { client } = context();
      for (const endpoint of abuseEndpoints) {
        if (endpoint.schema)
          expect(endpoint.schema.safeParse(endpoint.sample).success, endpointKey(endpoint)).toBe(true);
        const request = sampleRequest(endpoint);
        expect(request.expected, endpointKey(endpoint)).toContain(endpoint.sampleStatus);
        const response = await client.sendTo(endpoint, request);
        expectClearAnswer(response, [endpoint.sampleStatus], `sample of ${endpointKey(endpoint)}`);
        if (endpoint.captcha) expect(isCaptchaRefusal(response), response.body).toBe(true);
      }
    });
  });
}
