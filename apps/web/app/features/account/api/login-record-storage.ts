import type { LoginRecord } from "@ignitest/contracts";
import { LOGIN_RECORD_KEY, notifyLoginRecordChange } from "../hooks/use-login-record";

/**
 * Stores the login record under `login-user` with exactly the contract's fields
 * (docs/product/data.md#login-record) and tells the header at once.
 */
export function storeLoginRecord(record: LoginRecord): void {
  // Picked field by field so nothing else the service might add ends up in storage.
  const stored: LoginRecord = {
    access_token: record.access_token,
    name: record.name,
    userName: record.userName,
    currentLicenseId: record.currentLicenseId,
    userStatus: record.userStatus,
    licenseStatus: record.licenseStatus,
    billingCycle: record.billingCycle,
    expires_in: record.expires_in,
  };
  window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(stored));
  notifyLoginRecordChange();
}

/** Forgets a login the service no longer accepts (expired or revoked token). */
export function clearLoginRecord(): void {
  try {
    window.localStorage.removeItem(LOGIN_RECORD_KEY);
  } catch {
    // Blocked storage holds no record to clear.
  }
  notifyLoginRecordChange();
}
