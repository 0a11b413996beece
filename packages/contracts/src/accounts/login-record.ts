import { z } from "zod";

// ---------------------------------------------------------------- login record

export const UserStatusSchema = z.enum(["ACTIVE", "DISABLED"]);
export const LicenseStatusSchema = z.enum(["ACTIVE", "EXPIRED"]);
export const BillingCycleSchema = z.enum(["Yearly", "Monthly"]);

/**
 * The stored login record (docs/product/data.md#login-record), kept in localStorage under
 * `login-user`; exactly the contract's fields. `expires_in` is the licence's whole
 * days left (0 once expired), not the access token's lifetime: the token
 * carries its own `exp` (60 minutes) inside the JWT.
 */
export const LoginRecordSchema = z.strictObject({
  access_token: z.string().min(1),
  name: z.string(),
  /** The e-mail address. */
  userName: z.string(),
  currentLicenseId: z.string(),
  userStatus: UserStatusSchema,
  licenseStatus: LicenseStatusSchema,
  billingCycle: BillingCycleSchema,
  expires_in: z.number().int().nonnegative(),
});
export type LoginRecord = z.infer<typeof LoginRecordSchema>;

/** localStorage key of the login record (docs/product/data.md#login-record). */
export const loginRecordStorageKey = "login-user";
