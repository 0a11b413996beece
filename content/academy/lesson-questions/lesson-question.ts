/**
 * A question after an academy lesson: `answer` is the index of the one right
 * option, `explanation` says why. Written from the lesson's script
 * (content/lessons/academy/<slug>.yaml) and the docs it cites; kept apart from
 * the certification bank (../exam-questions), whose answers stay on the server.
 */
export type LessonQuestion = { text: string; options: string[]; answer: number; explanation: string };

/** Questions by lesson slug (the slugPath in ../videos.ts). */
export type LessonQuestions = Record<string, LessonQuestion[]>;
