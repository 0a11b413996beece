import type { CertificateView, ExamAttempt, ExamQuestion, ExamResult } from "@ignitest/contracts";
import type { AttemptRow, CertificateRow } from "./exam-data.js";

/** The attempt as the browser gets it: questions and options only, never the answers. */
export function attemptView(row: AttemptRow, bank: ReadonlyMap<string, ExamQuestion>): ExamAttempt {
  return {
    attemptId: row.id,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    questions: row.questionIds.flatMap((id) => {
      const question = bank.get(id);
      return question ? [{ id, group: question.group, text: question.text, options: question.options }] : [];
    }),
  };
}

/** The score of a submitted attempt, with the explanation and link of every question not answered right. */
export function resultView(
  row: AttemptRow,
  bank: ReadonlyMap<string, ExamQuestion>,
  certificate: CertificateRow | undefined,
): ExamResult {
  const answers = row.answers ?? {};
  const total = row.questionIds.length;
  const correct = row.correct ?? 0;
  const wrong = row.questionIds.flatMap((id) => {
    const question = bank.get(id);
    if (!question || answers[id] === question.answer) return [];
    const chosen = answers[id];
    return [
      {
        questionId: id,
        text: question.text,
        chosen: chosen === undefined ? null : (question.options[chosen] ?? null),
        correct: question.options[question.answer] ?? "",
        explanation: question.explanation,
        link: question.link,
      },
    ];
  });
  return {
    attemptId: row.id,
    status: row.status === "passed" ? "passed" : "failed",
    correct,
    total,
    percent: scorePercent(correct, total),
    submittedAt: (row.submittedAt ?? row.startedAt).toISOString(),
    wrong,
    ...(certificate ? { certificateId: certificate.id } : {}),
  };
}

/** Whole percent, rounded down: 19 of 25 is 76 %, not a pass by rounding. */
export function scorePercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.floor((correct * 100) / total);
}

export function certificateView(row: CertificateRow, now: Date): CertificateView {
  return {
    id: row.id,
    holderName: row.holderName,
    certification: row.certification,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "valid",
    percent: row.percent,
  };
}
