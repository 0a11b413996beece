// The account feature's public entry: what the rest of the site may use. Everything else in features/account is internal.
export { signOut } from "./api/sign-out";
export { LOGIN_RECORD_KEY, type LoginRecord, readLoginRecord, useLoginRecord } from "./hooks/use-login-record";
