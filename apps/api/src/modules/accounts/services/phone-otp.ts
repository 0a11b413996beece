import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Database } from "../../../db/client.js";
import { AccountsError } from "../accounts-errors.js";
import { accountsSettings } from "../accounts-settings.js";
import type { TokensRepository, UserToken } from "../tokens-data.js";

const { otpTtlMs, otpMaxAttempts } = accountsSettings;

/**
 * 6-digit codes that confirm a phone change: valid 10 minutes, 5 wrong tries,
 * single use. A code has only a million values, so it is stored as an HMAC
 * under a server key (a plain hash would fall to a lookup table), salted
 * with its row id.
 */
export function createPhoneOtp({ tokens, now, key }: { tokens: TokensRepository; now: () => Date; key: Buffer }) {
  const digest = (rowSalt: string, code: string) => createHmac("sha256", key).update(`${rowSalt}:${code}`).digest();

  return {
    async issue(userId: string, phone: string): Promise<{ code: string; expiresAt: Date }> {
      const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + otpTtlMs);
      const salt = crypto.randomUUID();
      await tokens.deleteUnused(userId, "PHONE_OTP");
      await tokens.insert({
        userId,
        purpose: "PHONE_OTP",
        tokenHash: `${salt}.${digest(salt, code).toString("hex")}`,
        target: phone,
        createdAt,
        expiresAt,
      });
      return { code, expiresAt };
    },

    /** Checks the code for `phone` (counting a wrong one); throws OTP_INVALID, OTP_EXPIRED or OTP_LOCKED. */
    async check(userId: string, phone: string, code: string): Promise<UserToken> {
      const row = await tokens.latest(userId, "PHONE_OTP");
      if (!row || row.usedAt) throw new AccountsError(400, "OTP_INVALID", "Request a new code first.");
      if (row.target !== phone) {
        throw new AccountsError(400, "OTP_INVALID", "The code was sent for another number. Request a new code.");
      }
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new AccountsError(410, "OTP_EXPIRED", "The code has expired. Request a new one.");
      }
      if (row.attempts >= otpMaxAttempts) throw otpLocked();

      const [salt = "", stored = ""] = row.tokenHash.split(".");
      const expected = Buffer.from(stored, "hex");
      const given = digest(salt, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await tokens.addAttempt(row.id);
        if (attempts >= otpMaxAttempts) throw otpLocked();
        const left = otpMaxAttempts - attempts;
        throw new AccountsError(
          400,
          "OTP_INVALID",
          `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
        );
      }
      return row;
    },

    /** Spends a checked code inside `tx`; throws OTP_INVALID if another request spent it first. */
    async consume(tx: Database, row: UserToken): Promise<void> {
      const consumed = await tokens.consume(tx, row.id, now(), otpMaxAttempts);
      if (!consumed) throw new AccountsError(400, "OTP_INVALID", "Request a new code first.");
    },
  };
}
export type PhoneOtp = ReturnType<typeof createPhoneOtp>;

const otpLocked = () => new AccountsError(429, "OTP_LOCKED", "Too many wrong codes. Request a new code.");
