import type { ExamQuestion } from "@ignitest/contracts";
import type { AccessTokens } from "../accounts/index.js";
import type { ExamStore } from "./exam-data.js";
import type { ProgressStore } from "./progress-data.js";

/** Everything an academy endpoint needs, built once in index.ts (tests inject the clock). */
export type AcademyContext = {
  now: () => Date;
  /** The accounts service's own check of `Authorization: Bearer …`: one sign-in for the whole site. */
  accessTokens: AccessTokens;
  progress: ProgressStore;
  exam: ExamStore;
  bank: ReadonlyMap<string, ExamQuestion>;
  /** Every lesson slug of the catalogue: progress is kept for real lessons only. */
  lessonSlugs: ReadonlySet<string>;
};

/** Route options for a per-address limit of `max` requests a minute. */
export function perMinute(max: number) {
  return { config: { rateLimit: { max, timeWindow: 60_000 } } };
}
