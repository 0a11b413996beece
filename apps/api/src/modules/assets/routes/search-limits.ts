import { HttpError } from "../../../http/errors.js";
import { isStatementTimeout } from "../assets-repository.js";

/** Route options of a POST search: at most `perMinute` a minute from one client address, counted across replicas. */
export function searchRouteOptions(perMinute: number) {
  return { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
}

/** A search cancelled by its statement timeout is a 503 the client may retry with a narrower key, not a 500. */
export function timedOutSearch(error: unknown): never {
  if (isStatementTimeout(error)) throw new HttpError(503, "The search took too long; try a longer search text.");
  throw error;
}
