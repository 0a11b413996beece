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
import type { AbuseEndpoint } from "./abuse-endpoint.js";

/** Well formed, names nothing. */
const unknownAttempt = "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b";
const unknownCertificate = "Zz0Yy1Xx2Ww3Vv4Uu5Tt6S";

/** The academy: progress, exam attempts and certificates (issue 13). */
export const academyEndpoints: AbuseEndpoint[] = [
  {
    method: "GET",
    route: academyProgressPath,
    input: "none",
    sample: {},
    sampleStatus: 200,
    accepts: [200],
    auth: true,
  },
  {
    method: "POST",
    route: academyProgressPath,
    input: "body",
    schema: ProgressSaveSchema,
    sample: {
      lessons: [
        { slug: "registration", position: 4.5, duration: 10, completed: false, updatedAt: "2026-11-20T10:00:00Z" },
      ],
    },
    sampleStatus: 200,
    // A well-formed slug that is no lesson: 400.
    accepts: [200, 400],
    auth: true,
  },
  {
    method: "POST",
    route: examPaths.attempts,
    input: "body",
    schema: StartAttemptSchema,
    sample: { rulesAccepted: true },
    sampleStatus: 201,
    // The fourth start in 24 hours: 429 ATTEMPT_LIMIT.
    accepts: [201, 429],
    auth: true,
  },
  {
    method: "GET",
    route: examPaths.attempt,
    input: "params",
    schema: AttemptParamsSchema,
    sample: { attemptId: unknownAttempt },
    sampleStatus: 404,
    accepts: [200, 404],
    auth: true,
    unknown: { input: { attemptId: unknownAttempt }, status: 404 },
  },
  {
    method: "POST",
    route: examPaths.submissions,
    input: "body",
    schema: ExamSubmissionSchema,
    sample: { attemptId: unknownAttempt, answers: [{ questionId: "web-01", choice: 1 }] },
    sampleStatus: 404,
    accepts: [201, 400, 404, 409, 410],
    auth: true,
    unknown: { input: { attemptId: unknownAttempt }, status: 404 },
  },
  {
    method: "GET",
    route: certificatePaths.view,
    input: "params",
    schema: CertificateParamsSchema,
    sample: { certificateId: unknownCertificate },
    sampleStatus: 404,
    accepts: [200, 404],
    unknown: { input: { certificateId: unknownCertificate }, status: 404 },
  },
  {
    method: "GET",
    route: certificatePaths.pdf,
    input: "params",
    schema: CertificateParamsSchema,
    sample: { certificateId: unknownCertificate },
    sampleStatus: 404,
    accepts: [200, 404],
    unknown: { input: { certificateId: unknownCertificate }, status: 404 },
  },
  {
    method: "GET",
    route: certificatePaths.mine,
    input: "none",
    sample: {},
    sampleStatus: 200,
    accepts: [200],
    auth: true,
  },
];
