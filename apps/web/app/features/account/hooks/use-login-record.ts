import { useMemo, useSyncExternalStore } from "react";

/** The local-storage key of the stored login record (docs/product/data.md#login-record). */
export const LOGIN_RECORD_KEY = "login-user";

/** Fired on `window` when this tab changes the record; `storage` covers other tabs. */
export const LOGIN_RECORD_CHANGE_EVENT = "login-user-change";

/** The stored login record (docs/product/data.md#login-record). Every field is optional: the record's presence is what signs a user in. */
export type LoginRecord = {
  access_token?: string;
  name?: string;
  /** The user's e-mail address. */
  userName?: string;
  currentLicenseId?: string | number;
  userStatus?: string;
  licenseStatus?: string;
  billingCycle?: string;
  expires_in?: number;
};

const stringFields = ["access_token", "name", "userName", "userStatus", "licenseStatus", "billingCycle"] as const;

/**
 * Parses the raw stored value. Malformed JSON, or JSON that is not an object,
 * counts as signed out. A hand-written check rather than zod keeps the schema
 * library out of the header, which every page loads.
 */
export function parseLoginRecord(raw: string | null): LoginRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const record: LoginRecord = {};
  for (const field of stringFields) {
    const fieldValue = source[field];
    if (typeof fieldValue === "string") record[field] = fieldValue;
  }
  const license = source.currentLicenseId;
  if (typeof license === "string" || typeof license === "number") record.currentLicenseId = license;
  const expiresIn = source.expires_in;
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn)) record.expires_in = expiresIn;
  return record;
}

export function readLoginRecord(): LoginRecord | null {
  return parseLoginRecord(readRaw());
}

/** Tells mounted `useLoginRecord` hooks in this tab that the record changed. */
export function notifyLoginRecordChange() {
  window.dispatchEvent(new Event(LOGIN_RECORD_CHANGE_EVENT));
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOGIN_RECORD_KEY);
  } catch {
    // Storage can be blocked (privacy settings); treat as signed out.
    return null;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOGIN_RECORD_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(LOGIN_RECORD_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(LOGIN_RECORD_CHANGE_EVENT, onChange);
  };
}

/**
 * The stored login record, or null when signed out. The server snapshot is
 * signed out, so prerendered HTML shows the signed-out header and the client
 * switches after hydration without a mismatch.
 */
export function useLoginRecord(): LoginRecord | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseLoginRecord(raw), [raw]);
}
