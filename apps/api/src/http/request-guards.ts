import type { FastifyInstance } from "fastify";
import { registerBodyLimit } from "./body-limit.js";
import { HttpError } from "./errors.js";

export const NUL_MESSAGE = "Remove the NUL character (\\u0000): text cannot contain it.";

/**
 * Checks every route gets before its handler, so an endpoint added later is
 * covered without doing anything (the abuse suite, src/abuse, proves it):
 *
 * - Bodies are JSON (and form data where a route registers a parser for it):
 *   Fastify's built-in text/plain parser is removed, so a text body is a 415
 *   like any other type the API does not take, not a string to validate.
 * - A body over `bodyLimit` is a 413: declared, before a byte is read;
 *   chunked, as soon as the bytes received pass it, whichever parser reads
 *   it (multipart form data at sign-up too), and the connection is closed
 *   (./body-limit.ts).
 * - A request with more than one Host header is a 400: which host it is for
 *   is ambiguous (RFC 9112, section 3.2), and a proxy and this server could
 *   each read a different one.
 * - Text with U+0000 anywhere in the query, path or body is a 400 naming the
 *   field: PostgreSQL cannot store that character in `text` and answers any
 *   query that carries it with an error, which would otherwise be a 500.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  registerBodyLimit(app);
  app.addHook("onRequest", async (request) => {
    if (countHeader(request.raw.rawHeaders, "host") > 1) {
      throw new HttpError(400, "The request has more than one Host header.");
    }
  });
  // preHandler: after every parser, including the multipart one that fills the body in preValidation.
  app.addHook("preHandler", async (request) => {
    for (const [source, value] of [
      ["query", request.query],
      ["params", request.params],
      ["body", request.body],
    ] as const) {
      const path = pathOfNul(value);
      if (path !== undefined) {
        const field = path || source;
        throw new HttpError(400, `${field}: ${NUL_MESSAGE}`, [{ path: field, message: NUL_MESSAGE }]);
      }
    }
  });
}

/**
 * The dotted path of the first string (or object key) holding U+0000, "" for
 * the value itself, undefined when there is none. Iterative: a body may nest
 * thousands of levels deep within the size limit.
 */
export function pathOfNul(root: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[root, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return childPath.replaceAll("\u0000", "\\u0000");
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** How many times `name` (lower case) appears in Node's raw header list (name, value, name, value, …). */
function countHeader(rawHeaders: readonly string[], name: string): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === name) count += 1;
  }
  return count;
}
