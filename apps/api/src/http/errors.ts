import type { ApiError } from "@ignitest/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE, storageFault } from "./storage-errors.js";

/** A 4xx with a message meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiError["issues"],
  ) {
    super(message);
  }
}

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function errorBody(statusCode: number, message: string, issues?: ApiError["issues"]): ApiError {
  return { statusCode, error: reasons[statusCode] ?? "Error", message, ...(issues ? { issues } : {}) };
}

/**
 * Every error leaves as JSON in one shape. Client mistakes (bad JSON, wrong
 * content type, too large, failed validation) are 4xx with a clear message;
 * storage that cannot write (full disk, read-only or unreachable database) is
 * a 503 with Retry-After and is told to the listeners of `onStorageFailure`
 * (the replica's readiness, src/ops/readiness.ts); only a real fault is a
 * 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  const storageListeners: Array<(code: string) => void> = [];
  app.decorate("storageFailureListeners", storageListeners);
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      const first = issues[0];
      const message = first ? `${first.path || "request"}: ${first.message}` : "Invalid request";
      return reply.code(400).send(errorBody(400, message, issues));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientMessage(error)));
    }
    const fault = storageFault(error);
    if (fault) {
      for (const listener of storageListeners) listener(fault.code);
      request.log.error({ err: error, storage: fault.code }, "storage unavailable");
      return reply
        .code(503)
        .header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, STORAGE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody(500, "Something went wrong on our side. Please try again."));
  });
}

/** Calls `listener` with the code of each storage error a request meets (registerErrorHandler's 503s). */
export function onStorageFailure(app: FastifyInstance, listener: (code: string) => void) {
  app.storageFailureListeners.push(listener);
}

declare module "fastify" {
  interface FastifyInstance {
    /** registerErrorHandler: who hears of storage errors (onStorageFailure). */
    storageFailureListeners: Array<(code: string) => void>;
  }
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type; send application/json.";
    default:
      return error.message;
  }
}
