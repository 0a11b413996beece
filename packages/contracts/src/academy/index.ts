export * from "./certificates.js";
export * from "./exam.js";
export * from "./exam-bank.js";
export * from "./exam-rules.js";
export * from "./progress.js";
export * from "./progress-rules.js";
