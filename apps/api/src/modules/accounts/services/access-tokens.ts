import { randomUUID } from "node:crypto";
import { site } from "@ignitest/contracts";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { unauthenticated } from "../accounts-errors.js";
import { accountsSettings } from "../accounts-settings.js";
import type { SessionsRepository } from "../sessions-data.js";
import type { User, UsersRepository } from "../users-data.js";

const issuer = `${site.slug}-accounts`;
const audience = `${site.slug}-app`;
/** The only algorithm accepted: a token claiming "none", RS256 or anything else is refused. */
const algorithms = ["HS256"];
/** How far the clocks of two replicas may disagree about `iat` and `exp`. */
const clockToleranceSeconds = 30;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Session = { user: User; jti: string; expiresAt: Date };

/**
 * Access tokens: HS256 JWTs (jose) with issuer, audience, a 60-minute expiry
 * and a random jti. Refused when signed out (jti in revoked_sessions) or
 * issued before the account's last password change: the `pwv` claim holds
 * the password version (its change time) the token was issued under.
 */
export function createAccessTokens(options: {
  secret: Uint8Array;
  now: () => Date;
  sessions: SessionsRepository;
  users: UsersRepository;
}) {
  const { secret, now, sessions, users } = options;

  return {
    async issue(user: User): Promise<{ token: string; jti: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + accountsSettings.accessTokenTtlSeconds;
      const jti = randomUUID();
      const token = await new SignJWT({ pwv: passwordVersion(user) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, jti, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The session behind `Authorization: Bearer …`; throws UNAUTHENTICATED (401). */
    async authenticate(request: FastifyRequest): Promise<Session> {
      const header = request.headers.authorization ?? "";
      const match = /^Bearer\s+([A-Za-z0-9_.-]+)$/i.exec(header.trim());
      if (!match?.[1]) throw unauthenticated("Sign in first: this call needs your access token.");

      let claims: { sub?: string; jti?: string; iat?: number; exp?: number; pwv?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(match[1], secret, {
          algorithms,
          issuer,
          audience,
          currentDate: now(),
          requiredClaims: ["sub", "jti", "iat", "exp"],
          // A token is good for its lifetime after `iat` whatever its `exp` says, and an `iat` in the
          // future is refused; 30 s of tolerance for replicas whose clocks differ a little.
          maxTokenAge: accountsSettings.accessTokenTtlSeconds,
          clockTolerance: clockToleranceSeconds,
        }));
      } catch {
        throw unauthenticated();
      }
      const { sub, jti, iat, exp, pwv } = claims;
      if (!sub || !uuidPattern.test(sub) || !jti || iat === undefined || exp === undefined) throw unauthenticated();
      // We never issue a longer lifetime: such a token was not made here.
      if (exp - iat > accountsSettings.accessTokenTtlSeconds) throw unauthenticated();
      if (await sessions.isRevoked(jti)) throw unauthenticated();
      const user = await users.findById(sub);
      if (!user) throw unauthenticated();
      if (pwv !== passwordVersion(user)) throw unauthenticated();
      return { user, jti, expiresAt: new Date(exp * 1000) };
    },

    async revoke(session: Session): Promise<void> {
      const revokedAt = now();
      await sessions.prune(revokedAt);
      await sessions.revoke({ jti: session.jti, userId: session.user.id, revokedAt, expiresAt: session.expiresAt });
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Changes whenever the password does; 0 for a password never changed since sign-up. */
function passwordVersion(user: User): number {
  return user.passwordChangedAt?.getTime() ?? 0;
}
