import { type ExamAttempt, type ExamResult, examRules } from "@ignitest/contracts";
import { useState } from "react";
import { AcademyApiError } from "../api/academy-request";
import { startAttempt, submitAttempt } from "../api/exam-calls";
import { ExamForm } from "./exam-form";
import { ExamResultView } from "./exam-result";

type Stage = { name: "rules" } | { name: "taking"; attempt: ExamAttempt } | { name: "done"; result: ExamResult };

/** Rules, then an attempt, then its result, and again: the exam as a signed-in learner takes it. */
export default function ExamSession() {
  const [stage, setStage] = useState<Stage>({ name: "rules" });
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof AcademyApiError ? caught.message : "Something went wrong. Please try again.");
      if (caught instanceof AcademyApiError && caught.code === "ATTEMPT_EXPIRED") setStage({ name: "rules" });
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setStage({ name: "taking", attempt: await startAttempt() });
    });

  return (
    <div className="space-y-6">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      {stage.name === "rules" ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold text-slate-900">The exam rules</h3>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
            <li>{examRules.questionCount} questions drawn from all six lesson groups.</li>
            <li>{examRules.minutes} minutes from the moment you start; the server keeps the time.</li>
            <li>{examRules.passPercent} % correct answers to pass and receive your certificate.</li>
            <li>At most {examRules.attemptsPerDay} attempts in 24 hours.</li>
          </ul>
          <label className="mt-4 flex items-center gap-2 text-slate-800">
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />I have
            read the rules
          </label>
          <button
            type="button"
            className="btn btn-primary mt-4"
            disabled={!accepted || busy}
            onClick={() => void start()}
          >
            Start the exam
          </button>
        </div>
      ) : null}
      {stage.name === "taking" ? (
        <ExamForm
          attempt={stage.attempt}
          busy={busy}
          onSubmit={(answers) =>
            run(async () => {
              setStage({ name: "done", result: await submitAttempt({ attemptId: stage.attempt.attemptId, answers }) });
            })
          }
        />
      ) : null}
      {stage.name === "done" ? <ExamResultView result={stage.result} busy={busy} onRetry={() => void start()} /> : null}
    </div>
  );
}
