import { pageLimits } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { expectClearAnswer } from "../abuse-client.js";
import { judgeBody, judgeParam, judgeQuery } from "../contract-oracle.js";
import { type AbuseEndpoint, abuseEndpoints, endpointKey } from "../endpoints/index.js";
import { contractFields, type GetContext } from "./context.js";

const pagingFields = ["page", "size"];
const pagedEndpoints = abuseEndpoints.filter((endpoint) =>
  contractFields(endpoint).some((field) => pagingFields.includes(field)),
);

/** Paging values as a query string carries them. */
const queryValues = [
  ...["-1", "-0", "0", "1", "1.5", "1e3", "0x10", " 7 ", "", "NaN", "Infinity", "-Infinity", "abc", "1;DROP TABLE x"],
  ...["99999999999999999999", String(pageLimits.maxPage), String(pageLimits.maxPage + 1)],
  ...[String(pageLimits.maxSize), String(pageLimits.maxSize + 1), String(Number.MAX_SAFE_INTEGER + 2)],
];
/** And as a JSON body carries them. */
const bodyValues: unknown[] = [-1, 0, 1.5, 1e308, -1e308, pageLimits.maxPage, pageLimits.maxPage + 1, 2 ** 53 + 1];
bodyValues.push(pageLimits.maxSize + 1, "1", null, true, [1], { $gt: 0 });

function pagingRequest(endpoint: AbuseEndpoint, field: string, value: unknown) {
  if (endpoint.input === "body") return judgeBody(endpoint, { ...endpoint.sample, [field]: value });
  const pairs = Object.entries({ ...endpoint.sample, [field]: String(value) }) as Array<[string, string]>;
  return judgeQuery(endpoint, pairs);
}

export function describePagingAndIds(context: GetContext) {
  describe("paging", () => {
    it.each(pagedEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
      "%s refuses huge, negative, fractional and non-numeric pages by name",
      async (what, endpoint) => {
        const { client } = context();
        const fields = contractFields(endpoint).filter((field) => pagingFields.includes(field));
        const values = endpoint.input === "body" ? bodyValues : queryValues;
        let refused = 0;
        for (const field of fields) {
          for (const value of values) {
            const request = pagingRequest(endpoint, field, value);
            const response = await client.sendTo(endpoint, request);
            expectClearAnswer(response, request.expected, `${what} ${field}=${JSON.stringify(value)}`);
            if (response.statusCode === 400) {
              refused += 1;
              expect(response.json().message, `${field}=${JSON.stringify(value)}`).toMatch(new RegExp(`^${field}: `));
            }
          }
        }
        expect(refused, "the bad values are refused").toBeGreaterThan(fields.length * 5);
      },
    );

    it("answers the last page the contract allows with an empty page, not an error", async () => {
      const { client } = context();
      const url = `/v1/public/categories/type?typeId=nlps&page=${pageLimits.maxPage}&size=${pageLimits.maxSize}`;
      const response = await client.send({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.json().responseObject.content).toEqual([]);
    });
  });

  describe("unknown and malformed ids", () => {
    it.each(
      abuseEndpoints
        .filter((endpoint) => endpoint.unknown)
        .map((endpoint) => [endpointKey(endpoint), endpoint] as const),
    )("%s answers an id, title or token that names nothing clearly", async (what, endpoint) => {
      const { client } = context();
      const unknown = endpoint.unknown as NonNullable<AbuseEndpoint["unknown"]>;
      const input = { ...endpoint.sample, ...unknown.input };
      const request =
        endpoint.input === "body"
          ? judgeBody(endpoint, input)
          : endpoint.input === "params"
            ? judgeParam(endpoint, String(Object.values(unknown.input)[0]))
            : judgeQuery(
                endpoint,
                Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
              );
      expect(request.contractValid, "the unknown input is well formed").toBe(true);
      const response = await client.sendTo(endpoint, request);
      expectClearAnswer(response, [unknown.status], what);
      // A 404 names what was not found.
      if (unknown.status === 404) expect(response.json().message).toContain(String(Object.values(unknown.input)[0]));
    });

    it("refuses malformed ids in the path with 400 (or 404 where the path itself changes)", async () => {
      const { client } = context();
      const route = "/v1/public/categories/";
      const cases: Array<[string, number[]]> = [
        ["%ZZ", [400]],
        ["a%2Fb", [400]],
        ["%00", [400]],
        ["excel-data%00", [400]],
        ["..%2F..%2Fetc%2Fpasswd", [400]],
        ["%2e%2e", [400, 404]],
        ["EXCEL-DATA", [400]],
        ["excel_data", [400]],
        ["x".repeat(101), [400, 414]],
        ["%F0%9F%92%A5", [400]],
        ["'%20OR%201=1", [400]],
      ];
      for (const [id, expected] of cases) {
        expectClearAnswer(await client.send({ method: "GET", url: route + id }), expected, `GET ${route}${id}`);
      }
    });
  });
}
