import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AccountsError } from "./accounts-errors.js";

/** Requests whose multipart body was read to the end; any error before that came from the parser. */
const formsRead = new WeakSet<FastifyRequest>();

/**
 * Sign-up may come as form data: small text fields only, no files. Register
 * in the accounts scope before its routes. Only the routes in `formRoutes`
 * read it: every other call answers a multipart body 415, so a cross-site
 * HTML form (which a browser sends without a preflight) cannot reach them.
 * The whole body is capped by the app's bodyLimit, counted on the bytes
 * received, chunked or not (src/http/body-limit.ts).
 */
export async function registerFormData(scope: FastifyInstance, formRoutes: readonly string[]) {
  scope.addHook("onRequest", async (request) => {
    // isMultipart() is known only once the body is parsed: read the header, before anything is parsed.
    const multipartBody = /^\s*multipart\//i.test(request.headers["content-type"] ?? "");
    if (multipartBody && !formRoutes.includes(request.routeOptions.url ?? "")) {
      throw new AccountsError(415, "VALIDATION_FAILED", "Unsupported content type: send the call as JSON.");
    }
  });
  await scope.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fields: 12, fieldNameSize: 50, fieldSize: 10_000, files: 0, parts: 12, headerPairs: 50 },
  });
  // Runs after the plugin's own preValidation hook, which reads the body.
  scope.addHook("preValidation", async (request) => {
    if (request.isMultipart()) formsRead.add(request);
  });
}

/** @fastify/multipart's and busboy's errors, in words for the visitor; undefined leaves the error alone. */
export function translateFormDataError(error: unknown, request: FastifyRequest): AccountsError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_FILES_LIMIT" || code === "FST_REQ_FILE_TOO_LARGE") {
    return new AccountsError(413, "VALIDATION_FAILED", "Send the form fields only: files are not accepted.");
  }
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new AccountsError(413, "VALIDATION_FAILED", "The form has more fields than sign-up needs.");
  }
  const unreadable = code === "FST_PROTO_VIOLATION" || code === "FST_INVALID_MULTIPART_CONTENT_TYPE";
  // busboy throws plain errors ("Boundary not found", "Unexpected end of multipart data") while parsing.
  const parserFault =
    request.isMultipart() &&
    !formsRead.has(request) &&
    (error as { statusCode?: unknown } | null)?.statusCode === undefined;
  if (unreadable || parserFault) {
    return new AccountsError(400, "VALIDATION_FAILED", "The form data could not be read. Send it again.");
  }
  return undefined;
}
