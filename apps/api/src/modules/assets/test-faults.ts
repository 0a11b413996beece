import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.js";

/** The cookie the e2e failure-path tests set to make the assets service fail. */
export const faultCookie = { name: "ignitest-fault", value: "assets" } as const;

function hasFaultCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((pair) => {
    const [name, value] = pair.split("=").map((part) => part.trim());
    return name === faultCookie.name && value === faultCookie.value;
  });
}

/**
 * Test-only: with ENABLE_TEST_FAULTS=true, a request that carries the cookie
 * `ignitest-fault=assets` gets a 503 from every assets endpoint, so the pages'
 * empty-state path can be tested end to end against the real server. Without
 * the setting the hook is not even installed, and the cookie does nothing.
 */
export function registerTestFaults(scope: FastifyInstance, enabled: boolean) {
  if (!enabled) return;
  scope.addHook("onRequest", async (request) => {
    if (hasFaultCookie(request.headers.cookie)) {
      throw new HttpError(503, "The assets service is unavailable (test fault switched on by cookie).");
    }
  });
}
