import { ApiErrorSchema, academyProgressPath, ProgressListSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAcademyTestApp } from "./test/academy-test-app.js";

describe(`${academyProgressPath}`, () => {
  let t: Awaited<ReturnType<typeof createAcademyTestApp>>;
  beforeAll(async () => {
    t = await createAcademyTestApp();
  });
  afterAll(() => t.close());

  const lesson = (slug: string, position: number, completed = false, updatedAt = "2026-11-20T10:00:00.000Z") => ({
    slug,
    position,
    duration: 10,
    completed,
    updatedAt,
  });

  it("refuses a caller without an access token with 401", async () => {
    expect((await t.get(academyProgressPath)).statusCode).toBe(401);
    expect((await t.send(academyProgressPath, { lessons: [lesson("registration", 3)] })).statusCode).toBe(401);
  });

  it("merges saves: the further position and any completion win, nothing moves back", async () => {
    const ada = await t.learner("Ada Lovelace");
    await t.send(academyProgressPath, { lessons: [lesson("registration", 9.5, true)] }, ada);
    const answer = await t.send(
      academyProgressPath,
      { lessons: [lesson("registration", 2, false, "2026-11-21T10:00:00.000Z"), lesson("project-creation", 4)] },
      ada,
    );
    expect(answer.statusCode).toBe(200);
    const { lessons } = ProgressListSchema.parse(answer.json());
    expect(lessons.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      lesson("project-creation", 4),
      { ...lesson("registration", 9.5, true), updatedAt: "2026-11-21T10:00:00.000Z" },
    ]);
  });

  it("keeps each learner's progress to themselves", async () => {
    const owner = await t.learner("Owner Learner");
    const other = await t.learner("Other Learner");
    await t.send(academyProgressPath, { lessons: [lesson("user-management", 7)] }, owner);
    const othersView = ProgressListSchema.parse((await t.get(academyProgressPath, other)).json());
    expect(othersView.lessons).toEqual([]);
    // A body naming another user is refused by the contract; the user always comes from the token.
    const sneaky = await t.send(
      academyProgressPath,
      { userId: "someone", lessons: [lesson("registration", 1)] },
      other,
    );
    expect(sneaky.statusCode).toBe(400);
  });

  it("answers 400 naming the problem for a lesson that does not exist or a nonsense position", async () => {
    const learner = await t.learner();
    const unknown = await t.send(academyProgressPath, { lessons: [lesson("no-such-lesson", 1)] }, learner);
    expect(unknown.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(unknown.json()).message).toContain("no-such-lesson");
    const negative = await t.send(academyProgressPath, { lessons: [lesson("registration", -1)] }, learner);
    expect(negative.statusCode).toBe(400);
  });

  it("records practice passes beside the lessons; the first pass's date stays", async () => {
    const learner = await t.learner();
    const first = await t.send(
      academyProgressPath,
      { practice: [{ test: 3, passedAt: "2026-11-22T09:00:00.000Z" }] },
      learner,
    );
    expect(first.statusCode).toBe(200);
    await t.send(
      academyProgressPath,
      {
        lessons: [lesson("registration", 2)],
        practice: [
          { test: 3, passedAt: "2026-11-25T09:00:00.000Z" },
          { test: 1, passedAt: "2026-11-23T09:00:00.000Z" },
        ],
      },
      learner,
    );
    const list = ProgressListSchema.parse((await t.get(academyProgressPath, learner)).json());
    expect(list.practice).toEqual([
      { test: 1, passedAt: "2026-11-23T09:00:00.000Z" },
      { test: 3, passedAt: "2026-11-22T09:00:00.000Z" },
    ]);
    expect(list.lessons.map((entry) => entry.slug)).toEqual(["registration"]);
    const other = await t.learner();
    expect(ProgressListSchema.parse((await t.get(academyProgressPath, other)).json()).practice).toEqual([]);
  });

  it("answers 400 naming the problem for a practice test that does not exist or an empty save", async () => {
    const learner = await t.learner();
    const seventh = await t.send(
      academyProgressPath,
      { practice: [{ test: 7, passedAt: "2026-11-22T09:00:00Z" }] },
      learner,
    );
    expect(seventh.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(seventh.json()).message).toContain("Practice tests are numbered 1 to 6");
    const undated = await t.send(academyProgressPath, { practice: [{ test: 2 }] }, learner);
    expect(undated.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(undated.json()).message).toContain("passedAt");
    const empty = await t.send(academyProgressPath, { lessons: [], practice: [] }, learner);
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).message).toContain("Send at least one lesson");
  });
});
