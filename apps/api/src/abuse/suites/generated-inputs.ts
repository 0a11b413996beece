import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectClearAnswer, isCaptchaRefusal } from "../abuse-client.js";
import { type JudgedRequest, judgeBody, judgeParam, judgeQuery } from "../contract-oracle.js";
import { type AbuseEndpoint, abuseEndpoints, endpointKey } from "../endpoints/index.js";
import { bodyArbitrary, hostileString, queryArbitrary } from "../hostile-inputs.js";
import { contractFields, type GetContext } from "./context.js";

const defaultRuns = 40;
/** ABUSE_SEED=<n> replays a failing run (fast-check prints the seed); ABUSE_RUNS=<n> digs deeper locally. */
const seed = process.env.ABUSE_SEED ? Number(process.env.ABUSE_SEED) : undefined;
const runsOverride = process.env.ABUSE_RUNS ? Number(process.env.ABUSE_RUNS) : undefined;

/** Requests generated from the endpoint's contract, each judged by it. */
function requests(endpoint: AbuseEndpoint): fc.Arbitrary<JudgedRequest> {
  const fields = contractFields(endpoint);
  switch (endpoint.input) {
    case "body":
      return bodyArbitrary(fields, endpoint.sample).map((body) => judgeBody(endpoint, body));
    case "params": {
      const own = String(Object.values(endpoint.sample)[0]);
      const value = fc.oneof(
        hostileString,
        hostileString.map((text) => own + text),
        fc.string({ unit: "binary", maxLength: 12 }),
      );
      return value.map((text) => judgeParam(endpoint, text));
    }
    default:
      return queryArbitrary(fields, endpoint.sample).map((pairs) => judgeQuery(endpoint, pairs));
  }
}

/** The sample as the contract wants it, so every run reaches the handler at least once. */
function asSampled(endpoint: AbuseEndpoint): JudgedRequest {
  if (endpoint.input === "body") return judgeBody(endpoint, endpoint.sample);
  if (endpoint.input === "params") return judgeParam(endpoint, String(Object.values(endpoint.sample)[0]));
  return judgeQuery(endpoint, Object.entries(endpoint.sample) as Array<[string, string]>);
}

/**
 * Run first: the sample with extra keys a contract does not name. A lenient
 * contract lets them through to the handler; a strict one must refuse them.
 */
function withExtras(endpoint: AbuseEndpoint): JudgedRequest {
  const extras = { isAdmin: "true", $where: "1 == 1" };
  if (endpoint.input === "body") return judgeBody(endpoint, { ...endpoint.sample, ...extras });
  if (endpoint.input === "params") return judgeParam(endpoint, String(Object.values(endpoint.sample)[0]));
  return judgeQuery(endpoint, Object.entries({ ...endpoint.sample, ...extras }) as Array<[string, string]>);
}

export function describeGeneratedInputs(context: GetContext) {
  describe("inputs generated from the contracts (fast-check)", () => {
    it.each(abuseEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
      "%s answers what its contract says, never a 5xx",
      async (what, endpoint) => {
        const { client } = context();
        let reachedHandler = 0;
        await fc.assert(
          fc.asyncProperty(requests(endpoint), async (request) => {
            const response = await client.sendTo(endpoint, request);
            expectClearAnswer(
              response,
              request.expected,
              `${what} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 200) ?? ""}`,
            );
            if (request.contractValid) {
              reachedHandler += 1;
              if (endpoint.captcha && !isCaptchaRefusal(response)) {
                throw new Error(`${what}: a body the contract accepts must fail on the captcha, got ${response.body}`);
              }
            }
          }),
          {
            numRuns: runsOverride ?? endpoint.runs ?? defaultRuns,
            examples: endpoint.schema ? [[withExtras(endpoint)], [asSampled(endpoint)]] : [],
            ...(seed === undefined ? {} : { seed }),
          },
        );
        // Enough generated inputs pass the contract to reach the handler and the database, not only the validator.
        if (endpoint.schema) expect(reachedHandler, `${what}: inputs that passed the contract`).toBeGreaterThan(0);
      },
      // Sign-in hashes every well-formed attempt (argon2, 64 MiB): slow on a loaded machine.
      60_000,
    );
  });
}
