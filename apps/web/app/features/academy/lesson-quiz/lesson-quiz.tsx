import { useId, useState } from "react";
import type { LessonQuestion } from "./lesson-question";

/**
 * The questions after a lesson (issue 29, docs/product/pages-and-routes.md#self-learning-video-screen), answered
 * in place: a radio group a question, "Check answer", and the verdict with the right answer explained, announced
 * through a live region. No server call: the lesson's questions ship with its page.
 */
export default function LessonQuiz({
  questions,
  headingLevel = 3,
}: {
  questions: readonly LessonQuestion[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-pagefind-ignore
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        Check what you learned
      </Heading>
      <ol className="mt-4 space-y-6">
        {questions.map((question, index) => (
          <li key={question.text}>
            <QuizQuestion question={question} number={index + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function QuizQuestion({ question, number }: { question: LessonQuestion; number: number }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [checked, setChecked] = useState<number | undefined>(undefined);
  const [asked, setAsked] = useState(false);
  const right = question.options[question.answer];

  let verdict = "";
  if (checked !== undefined)
    verdict =
      checked === question.answer
        ? `Correct. ${question.explanation}`
        : `Not quite: the answer is “${right}”. ${question.explanation}`;
  else if (asked) verdict = "Choose an answer first.";

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAsked(true);
        setChecked(chosen);
      }}
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">
          {number}. {question.text}
        </legend>
        <div className="mt-3 space-y-2">
          {question.options.map((option, index) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-slate-800 has-[:checked]:border-ink-600 has-[:checked]:bg-ink-50"
            >
              <input
                type="radio"
                name={name}
                value={index}
                checked={chosen === index}
                onChange={() => {
                  setChosen(index);
                  setChecked(undefined);
                  setAsked(false);
                }}
                className="mt-1 accent-ink-700"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 space-y-2">
        <button type="submit" className="btn btn-secondary">
          Check answer
        </button>
        <p aria-live="polite" className={checked === question.answer ? "text-emerald-800" : "text-slate-700"}>
          {verdict}
        </p>
      </div>
    </form>
  );
}
