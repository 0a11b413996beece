import { randomInt } from "node:crypto";
import {
  ExamBankSchema,
  type ExamGroup,
  type ExamQuestion,
  examGroups,
  examRules,
  withBrand,
} from "@ignitest/contracts";
import { examQuestions } from "../../../../../content/academy/exam-questions.js";

/** The question bank, validated once at start: a broken bank stops the server, not an exam. */
export function loadExamBank(source: unknown = examQuestions): ReadonlyMap<string, ExamQuestion> {
  const bank = ExamBankSchema.parse(source);
  return new Map(bank.map((question) => [question.id, { ...question, link: withBrand(question.link) }]));
}

/** Fisher–Yates with the crypto generator: the draw is not predictable from earlier ones. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Draws an attempt's questions: the count spread as evenly as the bank allows
 * over the six groups (so every attempt covers every group), then shuffled.
 */
export function drawQuestions(bank: ReadonlyMap<string, ExamQuestion>, count: number = examRules.questionCount) {
  const byGroup = new Map<ExamGroup, ExamQuestion[]>(examGroups.map((group) => [group, []]));
  for (const question of bank.values()) byGroup.get(question.group)?.push(question);
  const pools = examGroups.map((group) => shuffled(byGroup.get(group) ?? []));
  const drawn: ExamQuestion[] = [];
  // Round robin over the shuffled groups until the count is reached.
  for (let round = 0; drawn.length < count && pools.some((pool) => pool.length > round); round += 1) {
    for (const pool of shuffled(pools)) {
      const question = pool[round];
      if (question && drawn.length < count) drawn.push(question);
    }
  }
  return shuffled(drawn).map((question) => question.id);
}
