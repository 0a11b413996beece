import {
  CertificateListSchema,
  CertificateViewSchema,
  certificatePaths,
  ExamAttemptSchema,
  ExamResultSchema,
  type ExamSubmission,
  examPaths,
} from "@ignitest/contracts";
import { config } from "~/site/config";
import { academyRequest } from "./academy-request";

/** POST /v1/academy/exam/attempts: the clock starts on the server. */
export function startAttempt() {
  return academyRequest(examPaths.attempts, {
    method: "POST",
    json: { rulesAccepted: true },
    response: ExamAttemptSchema,
  });
}

/** POST /v1/academy/exam/submissions: scored on the server. */
export function submitAttempt(submission: ExamSubmission) {
  return academyRequest(examPaths.submissions, { method: "POST", json: submission, response: ExamResultSchema });
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
