import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts of the app-management service (docs/accounts-flow.md).
 * `status`: PENDING until the activation link is used, then ACTIVE; an
 * operator may set DISABLED. `email` is stored trimmed and lower-cased
 * (EmailSchema), so the unique index is the one-mailbox-one-account rule.
 * Access tokens carry `password_changed_at` as issued; once it changes they are
 * refused, so changing the password signs every session out.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    phone: text("phone").notNull(),
    /** argon2id PHC string (parameters inside), never the password. */
    passwordHash: text("password_hash").notNull(),
    status: text("status", { enum: ["PENDING", "ACTIVE", "DISABLED"] })
      .notNull()
      .default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("users_email_idx").on(table.email)],
);

/**
 * Licences. Each account gets one on activation (the trial content/plans.ts names). The
 * effective status is EXPIRED once `ends_at` has passed, whatever `status`
 * says; an operator can also end one early by setting EXPIRED.
 */
export const licenses = pgTable(
  "licenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    billingCycle: text("billing_cycle", { enum: ["Yearly", "Monthly"] }).notNull(),
    status: text("status", { enum: ["ACTIVE", "EXPIRED"] })
      .notNull()
      .default("ACTIVE"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("licenses_user_idx").on(table.userId, table.startsAt)],
);

/**
 * Single-use secrets: activation and password-reset link tokens (stored as
 * SHA-256 of the 32 random bytes) and phone OTPs (stored as an HMAC of the
 * code). A row is consumed by setting `used_at` in the same statement that
 * checks it is still unused, so two concurrent uses cannot both succeed.
 * The row stays after use so a reused link can be told apart from a bad one.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["ACTIVATION", "PASSWORD_RESET", "PHONE_OTP"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** What the token will change: the new phone number for PHONE_OTP. */
    target: text("target"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("user_tokens_hash_idx").on(table.tokenHash),
    index("user_tokens_user_idx").on(table.userId, table.purpose),
  ],
);

/** Signed-out access tokens (by JWT id) until they would have expired anyway. */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    jti: text("jti").primaryKey(),
    userId: uuid("user_id").notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Failed sign-ins per (e-mail, client IP). From the 10th failure on, sign-in
 * for that pair is locked until `locked_until` (backoff doubling each time).
 * Kept in the database so every replica enforces the same lock.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.ip] }),
    // The sweep of rows idle past the forget time reads this.
    index("sign_in_failures_last_failure_idx").on(table.lastFailureAt),
  ],
);

/**
 * Failed sign-ins per account from every address together (the account
 * throttle in services/lockout.ts): a growing wait between attempts, then a
 * captcha, so a botnet cannot guess one password. One row per address tried.
 */
export const signInAccountFailures = pgTable(
  "sign_in_account_failures",
  {
    email: text("email").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    /** No attempt is taken before this time. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [index("sign_in_account_failures_last_failure_idx").on(table.lastFailureAt)],
);

/**
 * When each kind of mail last went to an address that nobody proved they own
 * ("you already have an account", form confirmations): the per-recipient
 * throttle against mail bombing (src/mail/recipient-throttle.ts). Rows older
 * than the longest window are swept.
 */
export const mailRecipientThrottle = pgTable(
  "mail_recipient_throttle",
  {
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipient, table.kind] }),
    index("mail_recipient_throttle_last_sent_idx").on(table.lastSentAt),
  ],
);

/**
 * Captcha solutions already accepted, per purpose, until their challenge
 * expires: the replay guard, shared by every replica through the database.
 */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    challengeId: text("challenge_id").notNull(),
    purpose: text("purpose").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.purpose] }),
    index("captcha_solutions_expires_idx").on(table.expiresAt),
  ],
);
