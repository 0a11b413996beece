import { HttpError } from "../../../http/errors.js";
import { isStatementTimeout } from "../assets-repository.js";

/**
 * How many searches one database write of the shared count covers: a tenth of
 * the limit, 1 to 20 (docs/decisions/091). The counter's upsert (~3 ms on
 * PGlite) was what bounded uncached searches (decision 061).
 */
export function searchLeaseHits(perMinute: number): number {
  return Math.max(1, Math.min(20, Math.floor(perMinute / 10)));
}

/**
 * Route options of a POST search: at most `perMinute` a minute from one client
 * address, counted across replicas with leases, so each replica writes the
 * shared count once per `searchLeaseHits` searches.
 */
export function searchRouteOptions(perMinute: number) {
  return { config: { rateLimit: { max: perMinute, timeWindow: 60_000, leaseHits: searchLeaseHits(perMinute) } } };
}

/** A search cancelled by its statement timeout is a 503 the client may retry with a narrower key, not a 500. */
export function timedOutSearch(error: unknown): never {
  if (isStatementTimeout(error)) throw new HttpError(503, "The search took too long; try a longer search text.");
  throw error;
}
