import { fileURLToPath } from "node:url";
import { z } from "zod";

const defaultSiteDir = fileURLToPath(new URL("../../web/build/client", import.meta.url));

/** One proxy in TRUST_PROXY: an address, a CIDR range, or proxy-addr's names for reserved ranges. */
const ProxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(["loopback", "linklocal", "uniquelocal"]),
]);

/**
 * `false` (no proxy: the connection's own address), `true` (whatever peer
 * connects is a proxy: its last X-Forwarded-For entry counts), or
 * comma-separated proxy addresses (the rightmost entry none of them wrote).
 * No hop count: Fastify 5 treats one as "trust nothing", since a count cannot
 * tell the balancer from a client. See client-address.ts.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string => {
    if (value === "true" || value === "false") return value === "true";
    const proxies = value.split(",").map((part) => part.trim());
    if (proxies.every((proxy) => ProxyAddress.safeParse(proxy).success)) return proxies.join(",");
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be true, false, or comma-separated addresses or CIDR ranges of the proxies",
    });
    return z.NEVER;
  });

/**
 * Every setting the API reads, validated once at start (README,
 * "Environment"), with every default applied here and nowhere else. Each
 * module names the keys it reads (`Pick<Env, …>` in its options) and gets them
 * from buildApp (src/app.ts).
 */
const EnvFields = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Loopback unless asked: a replica behind a balancer sets its own interface (docs/deploy.md). */
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Embedded database, outbox and other state live here. */
  DATA_DIR: z.string().default("./data"),
  /** A real PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** SMTP server for real mail; without it mail goes to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits,
   * sign-in lock-out). Unset: nobody's. Behind a load balancer: its addresses or subnet.
   */
  TRUST_PROXY: TrustProxySchema.default(false),
  /** The prerendered site to serve; empty disables site serving (API only). */
  SITE_DIR: z.string().default(defaultSiteDir),
  /** HS256 key of the access tokens; unset: a random one per process (sessions end on restart). */
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  /** HMAC key that signs captcha (ALTCHA) challenges; unset: a random one per process. */
  CAPTCHA_HMAC_KEY: z.string().min(32, "CAPTCHA_HMAC_KEY must be at least 32 characters").optional(),
  /** Public origin of the site, for the links in e-mails and on certificates; unset: http://localhost:PORT. */
  SITE_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the demo-request and contact forms send their notifications. */
  SALES_INBOX: z.email().default("sales@ignitest.example"),
  /** Sender of account e-mails. */
  MAIL_FROM: z.string().min(3).default("Ignitest <no-reply@ignitest.example>"),
  /** Per client address and minute, for each of the catalogue's two POST searches (a benchmark raises it). */
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Per client address and minute, captcha challenges (site-key); tests that browse from one address raise it. */
  SITE_KEYS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The CRM's endpoint for leads (docs/leads-webhook.md); unset: leads reach sales by e-mail only. */
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** HMAC-SHA256 key of the leads webhook's signature; required with LEADS_WEBHOOK_URL. */
  LEADS_WEBHOOK_SECRET: z.string().min(32, "LEADS_WEBHOOK_SECRET must be at least 32 characters").optional(),
  /** Port of the /metrics and /readyz listener (never the public port); unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Interface of the metrics listener: loopback unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Tests only: lets the cookie `ignitest-fault=assets` make the assets service answer 503. */
  ENABLE_TEST_FAULTS: z.stringbool().default(false),
});
export const EnvSchema = EnvFields.transform((env) => ({
  ...env,
  SITE_ORIGIN: env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`,
}));
export type Env = z.output<typeof EnvSchema>;

/** A webhook URL without its secret would send unsigned leads: refuse to start. */
function checkLeadsWebhook(env: Env) {
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET)
    throw new Error("Invalid environment:\nLEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set");
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  checkLeadsWebhook(parsed.data);
  return parsed.data;
}
