import { CertificateIdSchema, certificatePagePrefix, withBrand } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { academyVideos } from "../../../../../content/academy/videos.js";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { registerCodedErrors } from "../../http/coded-error.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import type { AccessTokens } from "../accounts/index.js";
import type { AcademyContext } from "./academy-context.js";
import { registerCertificates } from "./certificates.js";
import { loadExamBank } from "./exam-bank.js";
import { createExamStore } from "./exam-data.js";
import { registerGetAttempt } from "./get-attempt.js";
import { registerProgress } from "./progress.js";
import { createProgressStore } from "./progress-data.js";
import { registerStartAttempt } from "./start-attempt.js";
import { registerSubmitAttempt } from "./submit-attempt.js";

/** The settings the academy reads: the public origin of the verification link printed on certificates. */
export type AcademyEnv = Pick<Env, "SITE_ORIGIN">;

export type AcademyOptions = {
  db: Database;
  env: AcademyEnv;
  /** From registerAccounts: the academy signs learners in with the site's own access tokens. */
  accessTokens: AccessTokens;
  /** The exam's clock; tests move it instead of waiting 30 minutes. */
  now?: () => Date;
};

/**
 * The academy's progress, certification exam and certificates (issue 13), in
 * one scope with their own rate limits. Returns the context for tests and
 * for the site server's certificate-page lookup.
 */
export async function registerAcademy(app: FastifyInstance, options: AcademyOptions) {
  const { db, env, accessTokens, now = () => new Date() } = options;
  const exam = createExamStore(db);
  const ctx: AcademyContext = {
    now,
    accessTokens,
    progress: createProgressStore(db),
    exam,
    bank: loadExamBank(),
    lessonSlugs: new Set(academyVideos.map((video) => video.slugPath)),
  };
  await app.register(async (scope) => {
    registerCodedErrors(scope, "VALIDATION_FAILED");
    await enableRateLimits(scope, db);
    registerProgress(scope, ctx);
    registerStartAttempt(scope, ctx);
    registerGetAttempt(scope, ctx);
    registerSubmitAttempt(scope, ctx);
    registerCertificates(scope, { ...ctx, siteOrigin: env.SITE_ORIGIN });
  });
  // The verification page is served by the site server: 200 for a certificate that exists, 404 otherwise.
  const certificatePages = {
    prefix: withBrand(certificatePagePrefix),
    exists: async (id: string) =>
      CertificateIdSchema.safeParse(id).success && (await exam.findCertificate(id)) !== undefined,
  };
  return { ...ctx, certificatePages };
}
