import {
  CertificateListSchema,
  CertificateViewSchema,
  certificatePaths,
  ExamAttemptSchema,
  ExamResultSchema,
  type ExamSubmission,
  examPaths,
} from "@ignitest/contracts";
import { submissionAttempt } from "~/lib/submission-key";
import { config } from "~/site/config";
import { academyRequest } from "./academy-request";

/**
 * POST /v1/academy/exam/attempts: the clock starts on the server. A start
 * sent again after no answer reuses its Idempotency-Key, so it is one attempt.
 */
export function startAttempt() {
  const json = { rulesAccepted: true };
  return academyRequest(examPaths.attempts, {
    method: "POST",
    json,
    response: ExamAttemptSchema,
    attempt: submissionAttempt(examPaths.attempts, JSON.stringify(json)),
  });
}

/** POST /v1/academy/exam/submissions: scored on the server; a resend after no answer gets the first score. */
export function submitAttempt(submission: ExamSubmission) {
  return academyRequest(examPaths.submissions, {
    method: "POST",
    json: submission,
    response: ExamResultSchema,
    attempt: submissionAttempt(examPaths.submissions, JSON.stringify(submission)),
  });
}

/** GET /v1/academy/certificates: the signed-in learner's own. */
export function getMyCertificates() {
  return academyRequest(certificatePaths.mine, { response: CertificateListSchema });
}

/** GET /v1/public/certificates/:id: anyone may verify. */
export function getCertificate(id: string) {
  return academyRequest(certificatePaths.view.replace(":certificateId", encodeURIComponent(id)), {
    response: CertificateViewSchema,
  });
}

export function certificatePdfUrl(id: string): string {
  return `${config.APP_API_URL}${certificatePaths.pdf.replace(":certificateId", encodeURIComponent(id))}`;
}
