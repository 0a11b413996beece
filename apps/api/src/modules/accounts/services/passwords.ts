import { randomBytes } from "node:crypto";
import { hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * argon2id, RFC 9106's second recommended setting with one lane: 64 MiB,
 * 3 passes. Stronger than OWASP's minimum (19 MiB, t=2, p=1); about 50 ms a
 * hash on this project's 2-core machines. The parameters are stored in every
 * PHC string, so raising them later re-hashes each password at its next
 * sign-in (needsRehash).
 */
export const passwordHashParameters = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/**
 * Passwords are hashed and checked in Unicode NFC, so "é" typed as one code
 * point or as "e" and a combining accent (macOS, some keyboards) is the same
 * password.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFC"), passwordHashParameters);
}

/**
 * Whether `password` matches, in NFC; `legacy` when it matched only as typed,
 * i.e. the hash is from before normalisation and the caller re-hashes it
 * (hashPassword) now that it holds the right password. A malformed stored
 * hash verifies as false rather than throwing.
 */
export async function checkPassword(
  passwordHash: string,
  password: string,
): Promise<{ matches: boolean; legacy: boolean }> {
  const normalised = password.normalize("NFC");
  if (await verifyQuietly(passwordHash, normalised)) return { matches: true, legacy: false };
  if (normalised !== password && (await verifyQuietly(passwordHash, password))) return { matches: true, legacy: true };
  return { matches: false, legacy: false };
}

async function verifyQuietly(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.algorithm !== passwordHashParameters.algorithm ||
      options.memoryCost < passwordHashParameters.memoryCost ||
      options.timeCost < passwordHashParameters.timeCost
    );
  } catch {
    return true;
  }
}

/**
 * A hash of a random password, verified when the e-mail is unknown so that a
 * wrong address takes as long as a wrong password (no timing enumeration).
 */
export function createDecoyHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}
