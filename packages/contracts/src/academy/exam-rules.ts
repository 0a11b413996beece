/** The exam's rules, without zod so the get-certified page can state them without loading it. */
export const examRules = {
  questionCount: 25,
  minutes: 30,
  passPercent: 80,
  attemptsPerDay: 3,
  /** Network time allowed after the deadline. */
  graceSeconds: 10,
} as const;
