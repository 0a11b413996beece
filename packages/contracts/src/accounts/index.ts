// The accounts (app-management) service's contracts: fields, captcha, the login record, the calls and their errors.
export * from "./calls.js";
export * from "./captcha.js";
export * from "./errors.js";
export * from "./fields.js";
export * from "./login-record.js";
