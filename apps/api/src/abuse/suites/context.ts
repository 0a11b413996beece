import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.js";
import type { AbuseClient } from "../abuse-client.js";
import type { signUpHostileAccount } from "../abuse-session.js";
import type { AbuseEndpoint } from "../endpoints/index.js";
import { abuseEndpoints } from "../endpoints/index.js";

/** What every abuse suite works on: one app on a seeded database, its client and a signed-in account. */
export type AbuseContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  client: AbuseClient;
  session: Awaited<ReturnType<typeof signUpHostileAccount>>;
};

/** Suites are declared before beforeAll has built the context, so they read it through this. */
export type GetContext = () => AbuseContext;

/** The fields of an endpoint's contract, in the order it declares them. */
export function contractFields(endpoint: AbuseEndpoint): string[] {
  return endpoint.schema ? Object.keys(endpoint.schema.shape) : [];
}

export const bodyEndpoints = abuseEndpoints.filter((endpoint) => endpoint.method === "POST");
export const queryEndpoints = abuseEndpoints.filter((endpoint) => endpoint.input === "query");
