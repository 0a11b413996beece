import type { FastifyServerOptions } from "fastify";

/**
 * The pino options of every replica's log (app.ts). A log line never carries
 * what a visitor typed or a secret (docs/deploy.md, "Logs"):
 * - by path, pino replaces bodies, passwords, tokens, captcha payloads,
 *   e-mail addresses, mail recipients, links and contents, cookies and
 *   Authorization headers, and the parameters and details of failed SQL
 *   statements with "[redacted]";
 * - a request is logged with its path and the names of its query
 *   parameters, not their values, and so is a URL in a message;
 * - an error is logged by its type, code, SQL text and stack, with the
 *   parameter list drizzle appends to a failed statement's message cut off,
 *   the quoted values a database error message quotes masked, and e-mail
 *   addresses masked in any message.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: { err: safeError, error: safeError, req: safeRequest },
    // Messages are text, not paths: Fastify's "Route GET:/path?q=… not found" names the URL in one.
    hooks: {
      logMethod(args, method) {
        const safe = args.map((arg) => (typeof arg === "string" ? safeText(arg) : arg));
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
  };
}

/** Query strings and e-mail addresses out of free text. */
export function safeText(text: string): string {
  return text
    .replace(/(\/[^\s?]*)\?(\S+)/g, (_match, path: string, query: string) => safeUrl(`${path}?${query}`))
    .replace(emailPattern, "[email]");
}

const secretNames = [
  "body",
  "payload",
  "password",
  "newPassword",
  "token",
  "access_token",
  "refresh_token",
  "captcha",
  "altcha",
  "email",
  "to",
  "from",
  "cc",
  "replyTo",
  "link",
  "text",
  "html",
  "subject",
  "raw",
  "mail",
  "phone",
  "name",
  "params",
  "parameters",
  "detail",
];

export const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["idempotency-key"]',
  "res.headers['set-cookie']",
  ...secretNames.flatMap((name) => [name, `*.${name}`]),
  "err.cause.params",
  "err.cause.detail",
];

type LoggedRequest = { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } };

function safeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : safeUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `/path?q=what+they+typed&page=2` → `/path?q=[redacted]&page=[redacted]`. */
export function safeUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join("&")}`;
}

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  cause?: LoggedError;
};

/** An error as the log shows it: what an operator needs, nothing a visitor sent. */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[redacted]", stack: "" };
  const { code, statusCode, query, cause } = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    query?: unknown;
  };
  const message = safeMessage(error.message, typeof code === "string" ? code : undefined);
  const stack = error.stack?.replace(error.message, message) ?? "";
  return {
    type: error.constructor.name,
    message,
    stack,
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    ...(typeof query === "string" ? { query } : {}),
    ...(cause !== undefined && depth < 4 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

function safeMessage(message: string, code: string | undefined): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <the values>".
  let safe = message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
  // A database error (SQLSTATE code) quotes values: `invalid input syntax for type uuid: "…"`.
  if (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) safe = safe.replace(/"[^"]*"|'[^']*'/g, '"[redacted]"');
  return safe.replace(emailPattern, "[email]");
}
