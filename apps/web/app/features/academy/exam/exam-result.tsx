import { type ExamResult, examRules } from "@ignitest/contracts";
import { Link } from "react-router";
import { certificatePagePath } from "../certificates/certificate-paths";

/** The score of a submitted attempt and, for every question missed, what was right, why, and where it is taught. */
export function ExamResultView({ result, busy, onRetry }: { result: ExamResult; busy: boolean; onRetry: () => void }) {
  const passed = result.status === "passed";
  return (
    <section aria-labelledby="exam-result" className="space-y-5">
      <div
        className={`rounded-xl border p-6 shadow-sm ${passed ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
      >
        <h3 id="exam-result" className="text-2xl font-bold text-slate-900">
          {passed ? "You passed" : "Not passed this time"}
        </h3>
        <p className="mt-2 text-lg text-slate-800">
          Your score: {result.correct} of {result.total} ({result.percent} %). {examRules.passPercent} % passes.
        </p>
        {passed && result.certificateId ? (
          <Link to={certificatePagePath(result.certificateId)} className="btn btn-primary mt-4">
            View your certificate
          </Link>
        ) : null}
        {!passed ? (
          <button type="button" className="btn btn-primary mt-4" disabled={busy} onClick={onRetry}>
            Start another attempt
          </button>
        ) : null}
      </div>
      {result.wrong.length > 0 ? (
        <div>
          <h4 className="text-xl font-bold text-slate-900">Questions to review</h4>
          <ol className="mt-3 space-y-4">
            {result.wrong.map((item) => (
              <li key={item.questionId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="font-semibold text-slate-900">{item.text}</p>
                <p className="mt-2 text-slate-700">
                  Your answer: {item.chosen ?? "none"}. Correct answer: <strong>{item.correct}</strong>
                </p>
                <p className="mt-1 text-slate-700">{item.explanation}</p>
                <Link to={item.link} className="link mt-1 inline-block">
                  Learn more
                  <span className="sr-only"> about {item.text}</span>
                </Link>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
