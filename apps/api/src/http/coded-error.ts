import { STATUS_CODES } from "node:http";
import type { ApiError } from "@ignitest/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { errorBody, HttpError } from "./errors.js";

/**
 * An HttpError with a machine-readable `code` in the body (e.g. LINK_EXPIRED),
 * so a page can route on the reason without parsing the message.
 */
export class CodedHttpError<Code extends string = string> extends HttpError {
  /** Seconds, sent as Retry-After (429 and 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    readonly code: Code,
    message: string,
    options: { retryAfterSeconds?: number; issues?: ApiError["issues"] } = {},
  ) {
    super(statusCode, message, options.issues);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * In an encapsulated scope: CodedHttpError keeps its code in the shared error
 * body, and failed validation gets `validationCode`. Anything else goes on to
 * the app's error handler unchanged.
 */
export function registerCodedErrors(
  scope: FastifyInstance,
  validationCode: string,
  /** Turns a plugin's error (multipart limits, …) into a coded one; undefined leaves it alone. */
  translate: (error: unknown, request: FastifyRequest) => CodedHttpError | undefined = () => undefined,
) {
  scope.setErrorHandler((thrown, request, reply) => {
    const error = translate(thrown, request) ?? thrown;
    if (error instanceof CodedHttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({
        ...errorBody(error.statusCode, error.message, error.issues),
        // errorBody knows the common reasons only; 410 is "Gone", not "Error".
        error: STATUS_CODES[error.statusCode] ?? "Error",
        code: error.code,
      });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      const first = issues[0];
      const message = first ? `${first.path || "request"}: ${first.message}` : "Invalid request";
      return reply.code(400).send({ ...errorBody(400, message, issues), code: validationCode });
    }
    // A field the app-wide request guards refused (src/http/request-guards.ts) is failed validation too.
    if (error instanceof HttpError && error.statusCode === 400 && error.issues) {
      return reply.code(400).send({ ...errorBody(400, error.message, error.issues), code: validationCode });
    }
    throw error;
  });
}
