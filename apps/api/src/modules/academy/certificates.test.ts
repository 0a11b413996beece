import {
  CertificateListSchema,
  CertificateViewSchema,
  certificatePaths,
  ExamAttemptSchema,
  ExamResultSchema,
  examPaths,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAcademyTestApp } from "./test/academy-test-app.js";

/** The text a PDF viewer would show: pdfkit writes each run of text as hex strings in TJ arrays. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((match) =>
      [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

describe("certificates", () => {
  let t: Awaited<ReturnType<typeof createAcademyTestApp>>;
  let certificateId = "";
  let holder: Awaited<ReturnType<typeof t.learner>>;
  beforeAll(async () => {
    t = await createAcademyTestApp();
    holder = await t.learner("Dorothy Vaughan");
    const attempt = ExamAttemptSchema.parse((await t.send(examPaths.attempts, { rulesAccepted: true }, holder)).json());
    const answers = attempt.questions.map((question) => ({
      questionId: question.id,
      choice: t.academy.bank.get(question.id)?.answer ?? 0,
    }));
    const result = ExamResultSchema.parse(
      (await t.send(examPaths.submissions, { attemptId: attempt.attemptId, answers }, holder)).json(),
    );
    certificateId = result.certificateId ?? "";
  });
  afterAll(() => t.close());

  it("shows anyone the holder, certification, dates (two years apart) and status, not indexed", async () => {
    const response = await t.get(certificatePaths.view.replace(":certificateId", certificateId));
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    const view = CertificateViewSchema.parse(response.json());
    expect(view).toMatchObject({ id: certificateId, holderName: "Dorothy Vaughan", status: "valid", percent: 100 });
    const issued = new Date(view.issuedAt);
    issued.setUTCFullYear(issued.getUTCFullYear() + 2);
    expect(view.expiresAt).toBe(issued.toISOString());
  });

  it("makes a PDF holding the holder's name and the certificate id", async () => {
    const response = await t.get(certificatePaths.pdf.replace(":certificateId", certificateId));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Dorothy Vaughan");
    expect(text).toContain(certificateId);
  });

  it("answers 404 for an id that names no certificate, and 400 for a malformed one", async () => {
    const unknown = "A".repeat(22);
    const missing = await t.get(certificatePaths.view.replace(":certificateId", unknown));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain(unknown);
    expect((await t.get(certificatePaths.pdf.replace(":certificateId", unknown))).statusCode).toBe(404);
    expect((await t.get(certificatePaths.view.replace(":certificateId", "short"))).statusCode).toBe(400);
  });

  it("lists a learner's own certificates only", async () => {
    const mine = CertificateListSchema.parse((await t.get(certificatePaths.mine, holder)).json());
    expect(mine.certificates.map((certificate) => certificate.id)).toEqual([certificateId]);
    const someoneElse = await t.learner("Someone Else");
    expect(CertificateListSchema.parse((await t.get(certificatePaths.mine, someoneElse)).json()).certificates).toEqual(
      [],
    );
    expect((await t.get(certificatePaths.mine)).statusCode).toBe(401);
  });
});
