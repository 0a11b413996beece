import {
  AttemptParamsSchema,
  academyProgressPath,
  CertificateParamsSchema,
  certificatePaths,
  ExamSubmissionSchema,
  examPaths,
  ProgressSaveSchema,
  StartAttemptSchema,
} from "@ignitest/contracts";
import { type AbuseEndpoint, getNone, getParams, notFound, postBody } from "./abuse-endpoint.js";

/** Well formed, names nothing. */
const unknownAttempt = "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b";
const unknownCertificate = { certificateId: "Zz0Yy1Xx2Ww3Vv4Uu5Tt6S" };

/** A lookup whose sample names nothing (the suite's session has no attempts or certificates to name). */
const lookupOfNothing = (input: Record<string, unknown>) => ({
  sampleStatus: 404,
  accepts: [200, 404],
  unknown: notFound(input),
});

/** The academy: progress, exam attempts and certificates (issue 13). */
export const academyEndpoints: AbuseEndpoint[] = [
  getNone(academyProgressPath, { auth: true }),
  postBody(
    academyProgressPath,
    ProgressSaveSchema,
    {
      lessons: [
        { slug: "registration", position: 4.5, duration: 10, completed: false, updatedAt: "2026-11-20T10:00:00Z" },
      ],
      practice: [{ test: 2, passedAt: "2026-11-20T10:05:00Z" }],
    },
    // A well-formed slug that is no lesson: 400.
    { accepts: [200, 400], auth: true },
  ),
  // The fourth start in 24 hours: 429 ATTEMPT_LIMIT.
  postBody(
    examPaths.attempts,
    StartAttemptSchema,
    { rulesAccepted: true },
    { sampleStatus: 201, accepts: [201, 429], auth: true },
  ),
  getParams(
    examPaths.attempt,
    AttemptParamsSchema,
    { attemptId: unknownAttempt },
    {
      ...lookupOfNothing({ attemptId: unknownAttempt }),
      auth: true,
    },
  ),
  postBody(
    examPaths.submissions,
    ExamSubmissionSchema,
    { attemptId: unknownAttempt, answers: [{ questionId: "web-01", choice: 1 }] },
    {
      ...lookupOfNothing({ attemptId: unknownAttempt }),
      accepts: [201, 400, 404, 409, 410],
      auth: true,
    },
  ),
  getParams(certificatePaths.view, CertificateParamsSchema, unknownCertificate, lookupOfNothing(unknownCertificate)),
  getParams(certificatePaths.pdf, CertificateParamsSchema, unknownCertificate, lookupOfNothing(unknownCertificate)),
  getNone(certificatePaths.mine, { auth: true }),
];
