import { config } from "~/site/config";
import { LOGIN_RECORD_KEY, type LoginRecord } from "../hooks/use-login-record";

export const signOutPath = "/optimize/v1/user/signout";

/** The service answers `{ status: "Success" }`, also seen as `{ data: { status: "Success" } }` (docs/product/calls.md#sign-out). */
function isSuccess(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { status, data } = body as { status?: unknown; data?: { status?: unknown } | null };
  return status === "Success" || data?.status === "Success";
}

/**
 * Signs the user out (docs/product/flows.md#sign-out). On success the login record is removed
 * and the browser loads "/" afresh, so every part of the page starts signed
 * out. On failure nothing visible happens; the error goes to the console only
 * (docs/product/flows.md#when-something-fails). Resolves to whether the sign-out succeeded. `goHome`
 * exists for tests, where jsdom cannot navigate.
 */
export async function signOut(
  record: LoginRecord,
  { goHome = () => window.location.assign("/") }: { goHome?: () => void } = {},
): Promise<boolean> {
  try {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (record.access_token) headers.Authorization = `Bearer ${record.access_token}`;
    const response = await fetch(`${config.APP_API_URL}${signOutPath}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ userEmail: record.userName, currentLicenseId: record.currentLicenseId }),
    });
    const body: unknown = await response.json();
    if (!isSuccess(body)) {
      console.error(`Sign-out failed (HTTP ${response.status})`, body);
      return false;
    }
    window.localStorage.removeItem(LOGIN_RECORD_KEY);
    goHome();
    return true;
  } catch (error) {
    console.error("Sign-out failed", error);
    return false;
  }
}
