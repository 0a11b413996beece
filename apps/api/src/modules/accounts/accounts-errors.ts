import type { AccountsErrorCode } from "@ignitest/contracts";
import { CodedHttpError } from "../../http/coded-error.js";

/** An accounts 4xx: status, machine-readable code (contracts) and a message for the visitor. */
export class AccountsError extends CodedHttpError<AccountsErrorCode> {}

export const invalidCredentials = () =>
  new AccountsError(401, "INVALID_CREDENTIALS", "The e-mail or password is incorrect.");

export const unauthenticated = (message = "Sign in again: your session has ended.") =>
  new AccountsError(401, "UNAUTHENTICATED", message);

export const linkInvalid = () =>
  new AccountsError(400, "LINK_INVALID", "This link is not valid. Use the latest link we e-mailed you.");

export const linkExpired = () => new AccountsError(410, "LINK_EXPIRED", "This link has expired. Ask for a new one.");

export const linkUsed = () => new AccountsError(410, "LINK_USED", "This link has already been used.");

/** "Try again in N minutes", rounded up so the visitor never retries too early. */
export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** "1 second", "30 seconds": the account throttle's waits are short. */
export function secondsMessage(seconds: number): string {
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

/** A 400 about one field, with `issues` naming it so the page can show the message there. */
export function fieldError(
  code: "VALIDATION_FAILED" | "PASSWORD_REJECTED",
  path: string,
  message: string,
): AccountsError {
  return new AccountsError(400, code, message, { issues: [{ path, message }] });
}
