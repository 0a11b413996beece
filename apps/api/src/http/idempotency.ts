import { createHash } from "node:crypto";
import {
  academyProgressPath,
  accountsPaths,
  docsFeedbackPath,
  downloadPaths,
  examPaths,
  formPaths,
} from "@ignitest/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";
import { errorBody, HttpError } from "./errors.js";
import { createIdempotencyStore, IDEMPOTENCY_WINDOW_HOURS, type IdempotencyStore } from "./idempotency-store.js";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Every POST that stores something: a client may send each with an Idempotency-Key (docs/conventions.md). */
export const idempotentRoutes: ReadonlySet<string> = new Set([
  formPaths.demoRequests,
  formPaths.contactMessages,
  accountsPaths.signUp,
  academyProgressPath,
  examPaths.attempts,
  examPaths.submissions,
  docsFeedbackPath,
  downloadPaths.create,
]);

/** Visible ASCII, 1 to 255 characters: a UUID, or any opaque token a client makes. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export const KEY_FORMAT_MESSAGE = "Idempotency-Key: send 1 to 255 visible ASCII characters (a UUID, for instance).";
export const KEY_REUSED_MESSAGE =
  "Idempotency-Key: this key was already used with a different request. Use a new key for a new request.";
export const KEY_IN_USE_MESSAGE =
  "Idempotency-Key: the first request with this key is still running. Try again in a moment.";

type Claim = { scope: string; key: string; done: boolean };
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * `Idempotency-Key` on the POSTs that store something, as Stripe's API does:
 * the first request with a key runs and its answer is kept 24 hours; the same
 * key with the same request (path and body) gets that answer again, marked
 * `Idempotent-Replayed: true`, and stores nothing new; the same key with
 * another request is a 422; while the first is still running, a 409 with
 * Retry-After. A key is scoped to its route and to the caller's
 * Authorization header, so one account never sees another's answer. 5xx
 * and 429 answers are not kept: the key stays free for the retry. State
 * lives in idempotency_keys, shared by every replica.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Database,
  store: IdempotencyStore = createIdempotencyStore(db),
) {
  let requestsSinceSweep = 0;
  // preHandler: after every parser, so a multipart body (filled in preValidation) is part of the fingerprint.
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "POST" || !idempotentRoutes.has(request.routeOptions.url ?? "")) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== "string" || !keyPattern.test(header)) {
      throw new HttpError(400, KEY_FORMAT_MESSAGE, [{ path: "Idempotency-Key", message: KEY_FORMAT_MESSAGE }]);
    }
    const scope = `POST ${request.routeOptions.url} ${digest(request.headers.authorization ?? "")}`;
    const fingerprint = digest(JSON.stringify([request.url, canonical(request.body)]));
    const claimed = await store.claim(scope, header, fingerprint);
    if (claimed === true) {
      claims.set(request, { scope, key: header, done: false });
      requestsSinceSweep += 1;
      if (requestsSinceSweep >= 1000) {
        requestsSinceSweep = 0;
        await store.sweep();
      }
      return;
    }
    reply.header("Cache-Control", "no-store");
    if (claimed.fingerprint !== fingerprint) {
      return reply.code(422).send(errorBody(422, KEY_REUSED_MESSAGE));
    }
    if (claimed.statusCode === null) {
      return reply.code(409).header("Retry-After", "1").send(errorBody(409, KEY_IN_USE_MESSAGE));
    }
    if (claimed.contentType) reply.header("Content-Type", claimed.contentType);
    return reply
      .code(claimed.statusCode)
      .header("Idempotent-Replayed", "true")
      .send(claimed.body ?? "");
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.done) return payload;
    claim.done = true;
    const status = reply.statusCode;
    if (status < 500 && status !== 429 && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      const contentType = reply.getHeader("content-type");
      await store.complete(claim.scope, claim.key, {
        statusCode: status,
        contentType: typeof contentType === "string" ? contentType : null,
        body: payload.toString(),
      });
    } else {
      await store.release(claim.scope, claim.key);
    }
    return payload;
  });

  // A request that never answered (the client went away mid-handler) frees its key.
  app.addHook("onResponse", async (request) => {
    const claim = claims.get(request);
    if (claim && !claim.done) {
      claim.done = true;
      await store.release(claim.scope, claim.key).catch(() => {});
    }
  });
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object" && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  }
  return value ?? null;
}

export { IDEMPOTENCY_WINDOW_HOURS };
