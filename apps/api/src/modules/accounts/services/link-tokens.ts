import { createHash, randomBytes } from "node:crypto";
import type { TokenPurpose } from "@ignitest/contracts";
import type { Database } from "../../../db/client.js";
import { linkExpired, linkInvalid, linkUsed } from "../accounts-errors.js";
import { accountsSettings } from "../accounts-settings.js";
import type { TokensRepository, UserToken } from "../tokens-data.js";

/** 32 random bytes, base64url: what an e-mailed link carries. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: a database leak reveals no usable link. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Activation and password-reset links: 256-bit random, stored hashed, single
 * use, valid 30 minutes. Issuing a new one drops the unused older ones.
 */
export function createLinkTokens({ tokens, now }: { tokens: TokensRepository; now: () => Date }) {
  return {
    async issue(userId: string, purpose: TokenPurpose): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const createdAt = now();
      await tokens.deleteUnused(userId, purpose);
      await tokens.insert({
        userId,
        purpose,
        tokenHash: hashLinkToken(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + accountsSettings.linkTtlMs),
      });
      return token;
    },

    /** True if a link of this kind went out within the mail cooldown (mailbox-flood guard). */
    async issuedRecently(userId: string, purpose: TokenPurpose): Promise<boolean> {
      const latest = await tokens.latest(userId, purpose);
      return latest !== undefined && now().getTime() - latest.createdAt.getTime() < accountsSettings.mailCooldownMs;
    },

    /** The token's row if it can still be used; throws LINK_INVALID, LINK_USED or LINK_EXPIRED. */
    async inspect(token: string, purpose: TokenPurpose): Promise<UserToken> {
      if (!tokenPattern.test(token)) throw linkInvalid();
      const row = await tokens.findByHash(hashLinkToken(token));
      if (!row || row.purpose !== purpose) throw linkInvalid();
      if (row.usedAt) throw linkUsed();
      if (row.expiresAt.getTime() <= now().getTime()) throw linkExpired();
      return row;
    },

    /**
     * Spends an inspected token inside `tx`, atomically, with the other unused
     * links of its kind. Throws LINK_USED if another request spent it first.
     * (No query outside `tx` here: PGlite has one connection, held by `tx`.)
     */
    async consume(tx: Database, row: UserToken): Promise<void> {
      const at = now();
      const consumed = await tokens.consume(tx, row.id, at);
      if (!consumed) throw linkUsed();
      await tokens.spendOthers(tx, row.userId, row.purpose, at);
    },
  };
}
export type LinkTokens = ReturnType<typeof createLinkTokens>;
