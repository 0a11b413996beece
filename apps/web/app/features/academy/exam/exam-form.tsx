import type { ExamAttempt, ExamSubmission } from "@ignitest/contracts";
import { useEffect, useRef, useState } from "react";
import { clockTime } from "../progress/use-lesson-tracking";

type Answers = ExamSubmission["answers"];

/**
 * One attempt's questions, one fieldset of options each, with the time left.
 * When the time runs out the answers given so far are sent; the server
 * decides whether they are still in time.
 */
export function ExamForm({
  attempt,
  busy,
  onSubmit,
}: {
  attempt: ExamAttempt;
  busy: boolean;
  onSubmit: (answers: Answers) => void;
}) {
  const [choices, setChoices] = useState<Record<string, number>>({});
  const deadline = Date.parse(attempt.deadline);
  const [left, setLeft] = useState(() => Math.max(0, deadline - Date.now()));
  const submitted = useRef(false);
  const answers = (): Answers => Object.entries(choices).map(([questionId, choice]) => ({ questionId, choice }));
  const submit = () => {
    if (submitted.current) return;
    submitted.current = true;
    onSubmit(answers());
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, deadline - Date.now());
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        submitRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const answered = Object.keys(choices).length;
  return (
    <form
      aria-labelledby="exam-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-6"
    >
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm">
        <h3 id="exam-heading" className="text-lg font-bold text-slate-900">
          Certification exam
        </h3>
        <p className="text-slate-700">
          {answered} of {attempt.questions.length} answered ·{" "}
          <span role="timer" aria-label="Time left">
            {clockTime(left / 1000)} left
          </span>
        </p>
      </div>
      <ol className="space-y-5">
        {attempt.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <legend className="sr-only">Question {index + 1}</legend>
              <p className="font-semibold text-slate-900">
                {index + 1}. {question.text}
              </p>
              <p className="mt-1 text-sm text-slate-600">{question.group}</p>
              <div className="mt-3 space-y-2">
                {question.options.map((option, choice) => (
                  <label key={option} className="flex items-start gap-2 text-slate-800">
                    <input
                      type="radio"
                      name={question.id}
                      value={choice}
                      checked={choices[question.id] === choice}
                      onChange={() => setChoices((previous) => ({ ...previous, [question.id]: choice }))}
                      className="mt-1"
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Submit answers
      </button>
    </form>
  );
}
