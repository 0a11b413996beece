import { existsSync } from "node:fs";
import { join } from "node:path";
import { ExamBankSchema, examGroups, withBrand } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/lib/content-dir.server";
import { examQuestions } from "../../../../../content/academy/exam-questions";
import { academyCatalogue, academyVideoPath } from "./catalogue";

/**
 * The content check of the certification question bank (issue 13): the
 * schema, at least 60 questions over the six lesson groups, and every
 * explanation's link leading to a docs page or lesson that exists.
 */
describe("the certification question bank", () => {
  it("passes its schema with at least 60 questions covering the six lesson groups", () => {
    const bank = ExamBankSchema.parse(examQuestions);
    expect(bank.length).toBeGreaterThanOrEqual(60);
    const perGroup = Object.fromEntries(
      examGroups.map((group) => [group, bank.filter((question) => question.group === group).length]),
    );
    for (const group of examGroups) expect(perGroup[group], group).toBeGreaterThanOrEqual(9);
  });

  it("links every explanation to a docs page or a lesson that exists", () => {
    const lessons = new Set(academyCatalogue.map((video) => academyVideoPath(video.slugPath)));
    const docs = contentDir("docs");
    const broken = examQuestions
      .map((question) => withBrand(question.link))
      .filter((link) => {
        const page = /^\/docs\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(link);
        if (page) return !existsSync(join(docs, page[1] ?? "", `${page[2]}.md`));
        return !lessons.has(link);
      });
    expect(broken).toEqual([]);
  });

  it("has no two questions with the same text", () => {
    const texts = examQuestions.map((question) => question.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
