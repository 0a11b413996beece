export * from "./certificates.js";
export * from "./exam.js";
export * from "./exam-bank.js";
export * from "./progress.js";
