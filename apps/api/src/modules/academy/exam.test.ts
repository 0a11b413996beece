import {
  type ExamAttempt,
  ExamAttemptSchema,
  ExamAttemptStateSchema,
  ExamResultSchema,
  examPaths,
  examRules,
  type LoginRecord,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAcademyTestApp } from "./test/academy-test-app.js";

const minute = 60_000;

describe("the certification exam", () => {
  let t: Awaited<ReturnType<typeof createAcademyTestApp>>;
  beforeAll(async () => {
    t = await createAcademyTestApp();
  });
  afterAll(() => t.close());

  async function start(record: LoginRecord): Promise<ExamAttempt> {
    const response = await t.send(examPaths.attempts, { rulesAccepted: true }, record);
    expect(response.statusCode, response.body).toBe(201);
    return ExamAttemptSchema.parse(response.json());
  }

  /** Answers from the bank, right for the first `right` questions and wrong for the rest. */
  function answers(attempt: ExamAttempt, right: number) {
    return attempt.questions.map((question, index) => {
      const correct = t.academy.bank.get(question.id)?.answer ?? 0;
      return { questionId: question.id, choice: index < right ? correct : (correct + 1) % question.options.length };
    });
  }

  it("draws 25 questions from all six groups, without the answers or explanations", async () => {
    const attempt = await start(await t.learner());
    expect(attempt.questions).toHaveLength(examRules.questionCount);
    expect(new Set(attempt.questions.map((question) => question.group)).size).toBe(6);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(examRules.minutes * minute);
    const raw = JSON.stringify(attempt);
    expect(raw).not.toMatch(/"answer"|"explanation"|"link"|"correct"/);
    for (const question of attempt.questions) {
      expect(Object.keys(question).sort()).toEqual(["group", "id", "options", "text"]);
    }
  });

  it("scores on the server: a fail lists each missed question with its explanation and link", async () => {
    const record = await t.learner();
    const attempt = await start(record);
    const response = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: answers(attempt, 15) },
      record,
    );
    expect(response.statusCode).toBe(201);
    const result = ExamResultSchema.parse(response.json());
    expect(result).toMatchObject({ status: "failed", correct: 15, total: 25, percent: 60 });
    expect(result.certificateId).toBeUndefined();
    expect(result.wrong).toHaveLength(10);
    for (const item of result.wrong) {
      expect(item.explanation.length).toBeGreaterThan(10);
      expect(item.link).toMatch(/^\/(docs\/|ignitest-academy\/self-learning-video\/)/);
    }
    // The same attempt cannot be submitted twice.
    const again = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: answers(attempt, 25) },
      record,
    );
    expect(again.statusCode).toBe(409);
  });

  it("issues a certificate for 80 % and keeps the result readable afterwards", async () => {
    const record = await t.learner("Katherine Johnson");
    const attempt = await start(record);
    const response = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: answers(attempt, 20) },
      record,
    );
    const result = ExamResultSchema.parse(response.json());
    expect(result).toMatchObject({ status: "passed", percent: 80 });
    expect(result.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const state = ExamAttemptStateSchema.parse(
      (await t.get(`${examPaths.attempts}/${attempt.attemptId}`, record)).json(),
    );
    expect(state).toMatchObject({ state: "submitted", result: { certificateId: result.certificateId, percent: 80 } });
  });

  it("refuses a submission after the 30 minutes (plus a few seconds' grace) with 410, and does not score it", async () => {
    const credentials = await t.activeUser();
    const record = await t.loginRecord(credentials.email, credentials.password);
    const late = await start(record);
    t.clock.advance(examRules.minutes * minute + (examRules.graceSeconds + 1) * 1000);
    const refused = await t.send(
      examPaths.submissions,
      { attemptId: late.attemptId, answers: answers(late, 25) },
      record,
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: "ATTEMPT_EXPIRED" });
    const state = ExamAttemptStateSchema.parse((await t.get(`${examPaths.attempts}/${late.attemptId}`, record)).json());
    expect(state.state).toBe("expired");

    // Within the grace after the deadline, the answers still count (signed in afresh: tokens last an hour).
    const fresh = await t.loginRecord(credentials.email, credentials.password);
    const onTime = await start(fresh);
    t.clock.advance(examRules.minutes * minute + (examRules.graceSeconds - 2) * 1000);
    const accepted = await t.send(
      examPaths.submissions,
      { attemptId: onTime.attemptId, answers: answers(onTime, 25) },
      fresh,
    );
    expect(accepted.statusCode).toBe(201);
  });

  it("allows 3 attempts in 24 hours: the fourth is 429 with Retry-After, and one opens again a day later", async () => {
    const credentials = await t.activeUser();
    const record = await t.loginRecord(credentials.email, credentials.password);
    for (let i = 0; i < examRules.attemptsPerDay; i += 1) {
      await start(record);
      t.clock.advance(minute);
    }
    const fourth = await t.send(examPaths.attempts, { rulesAccepted: true }, record);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: "ATTEMPT_LIMIT" });
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(23 * 60 * 60);
    t.clock.advance(24 * 60 * minute - 2 * minute);
    const nextDay = await t.loginRecord(credentials.email, credentials.password);
    expect((await t.send(examPaths.attempts, { rulesAccepted: true }, nextDay)).statusCode).toBe(201);
  });

  it("refuses another learner's attempt: no reading it, no submitting it", async () => {
    const owner = await t.learner("Owner Learner");
    const intruder = await t.learner("Intruder Learner");
    const attempt = await start(owner);
    expect((await t.get(`${examPaths.attempts}/${attempt.attemptId}`, intruder)).statusCode).toBe(404);
    const stolen = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: answers(attempt, 25) },
      intruder,
    );
    expect(stolen.statusCode).toBe(404);
    // The owner's attempt is untouched.
    const state = ExamAttemptStateSchema.parse(
      (await t.get(`${examPaths.attempts}/${attempt.attemptId}`, owner)).json(),
    );
    expect(state.state).toBe("open");
  });

  it("answers bad input with a clear 400 and a missing token with 401", async () => {
    const record = await t.learner();
    const attempt = await start(record);
    const foreign = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: [{ questionId: "zzz-99", choice: 0 }] },
      record,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain("not part of this attempt");
    const [first] = attempt.questions;
    const outOfRange = await t.send(
      examPaths.submissions,
      { attemptId: attempt.attemptId, answers: [{ questionId: first?.id, choice: 9 }] },
      record,
    );
    expect(outOfRange.statusCode).toBe(400);
    expect((await t.send(examPaths.attempts, {}, record)).statusCode).toBe(400);
    expect((await t.send(examPaths.attempts, { rulesAccepted: true })).statusCode).toBe(401);
  });
});
