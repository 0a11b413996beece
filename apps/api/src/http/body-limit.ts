import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, HttpError } from "./errors.js";

export const BODY_TOO_LARGE_MESSAGE = "The request body is too large.";

/**
 * Every body is bounded by the bytes actually received, whatever reads it
 * (Fastify's JSON parser, the multipart parser that pipes the raw request) and
 * however it is framed (Content-Length or chunked):
 *
 * - a declared Content-Length over the route's bodyLimit is a 413 before a
 *   byte is read;
 * - otherwise each chunk the HTTP parser hands the request is counted before
 *   any reader sees it; the chunk that passes the limit is dropped, the reader
 *   gets a 413 error (or, when none is reading yet, the 413 is sent at once);
 * - an answer sent before the body was read to the end closes the connection,
 *   so Node does not read (and discard) the rest of an oversized upload.
 */
export function registerBodyLimit(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
    if (limit === undefined) return;
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
    }
    countReceivedBytes(request, reply, limit);
  });
  app.addHook("onSend", async (request, reply) => {
    // false until Node has read the whole body (undefined under inject(), which has no socket to close).
    if (request.raw.complete === false) reply.header("connection", "close");
  });
}

function countReceivedBytes(request: FastifyRequest, reply: FastifyReply, limit: number) {
  const raw = request.raw;
  const push = raw.push.bind(raw);
  let received = 0;
  let over = false;
  raw.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null || over) return over ? false : push(chunk, encoding);
    received += (chunk as Buffer).length;
    if (received <= limit) return push(chunk, encoding);
    over = true;
    refuse(request, reply);
    return false;
  };
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  // A parser reading the body (multipart pipes raw into busboy) fails with the 413 and the error handler answers it.
  if (raw.listenerCount("error") > 0) {
    raw.emit("error", new HttpError(413, BODY_TOO_LARGE_MESSAGE));
    return;
  }
  if (!reply.sent) {
    reply.code(413).header("connection", "close").send(errorBody(413, BODY_TOO_LARGE_MESSAGE));
  }
}
