import { ApiErrorSchema } from "@ignitest/contracts";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { AbuseEndpoint } from "./endpoints/index.js";

/**
 * Sends the suite's requests through `inject()` and counts them. Every request
 * comes from its own client address (X-Forwarded-For; the app trusts the
 * proxy), so the per-address rate limits never answer 429 in place of the
 * validation the suite means to reach.
 */
export function createAbuseClient(app: FastifyInstance) {
  let requests = 0;
  const serverErrors: string[] = [];
  let bearer: string | undefined;

  function nextAddress(): string {
    const n = requests;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async function send(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      ...options,
      headers: { "x-forwarded-for": nextAddress(), ...options.headers },
    });
    requests += 1;
    if (response.statusCode >= 500) {
      serverErrors.push(`${options.method} ${options.url.slice(0, 200)} → ${response.statusCode} ${response.body}`);
    }
    return response;
  }

  return {
    send,
    /** Sends to an endpoint, with the suite's session when the endpoint needs one. */
    sendTo(endpoint: AbuseEndpoint, options: Omit<InjectOptions, "method"> & { url: string }) {
      const authorization = endpoint.auth && bearer ? { authorization: `Bearer ${bearer}` } : {};
      return send({ ...options, method: endpoint.method, headers: { ...authorization, ...options.headers } });
    },
    /** The access token of the account the suite signed in, for endpoints marked `auth`. */
    useSession(accessToken: string) {
      bearer = accessToken;
    },
    get hasSession() {
      return bearer !== undefined;
    },
    get requests() {
      return requests;
    },
    serverErrors,
    summary(): string {
      const count = (n: number) => n.toLocaleString("en-GB").replaceAll(",", " ");
      return `[abuse] ${count(requests)} requests, ${count(serverErrors.length)} × 5xx`;
    },
  };
}

export type AbuseClient = ReturnType<typeof createAbuseClient>;

/**
 * A clear answer: one of `expected`, never a 5xx, and an error (4xx) as the
 * shared JSON shape with a message a person can act on. Throws with the
 * request and answer otherwise, so fast-check can shrink to the smallest case.
 */
export function expectClearAnswer(response: LightMyRequestResponse, expected: readonly number[], what: string) {
  const status = response.statusCode;
  const problem = (reason: string) =>
    new Error(`${what}: ${reason}; got ${status} ${response.body.slice(0, 300)} (expected ${expected.join(" or ")})`);
  if (status >= 500) throw problem("server error");
  if (!expected.includes(status)) throw problem("unexpected status");
  if (status >= 400) {
    if (!String(response.headers["content-type"]).startsWith("application/json")) throw problem("error is not JSON");
    const parsed = ApiErrorSchema.safeParse(safeJson(response.body));
    if (!parsed.success) throw problem("error body is not the shared ApiError shape");
    if (parsed.data.message.trim().length < 5) throw problem("error message is empty");
    if (/\bat .+:\d+:\d+/.test(parsed.data.message)) throw problem("error message leaks a stack trace");
  }
}

/** A captcha-guarded endpoint got past its contract: the 400 must name the captcha. */
export function isCaptchaRefusal(response: LightMyRequestResponse): boolean {
  const body = safeJson(response.body) as { code?: string; issues?: Array<{ path?: string }> } | undefined;
  return response.statusCode === 400 && (body?.code === "CAPTCHA_FAILED" || body?.issues?.[0]?.path === "captcha");
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
