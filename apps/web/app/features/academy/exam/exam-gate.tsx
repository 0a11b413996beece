import { site } from "@ignitest/contracts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useLoginRecord } from "~/features/account";
import { useHydrated } from "~/lib/use-hydrated";

const ExamSession = lazy(() => import("./exam-session"));

/**
 * The certification exam on /{brand}-academy/get-certified: for signed-in
 * learners only. Others are sent to sign in (or sign up) and brought back
 * here. The exam's code loads only for a signed-in learner.
 */
export function ExamGate({ path }: { path: string }) {
  const hydrated = useHydrated();
  const record = useLoginRecord();
  if (!hydrated) return null;
  if (!record?.access_token) {
    const back = encodeURIComponent(path);
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-lg text-slate-800">
          The certification exam is for signed-in learners: your attempts and your certificate are kept on your account.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`/signin?product=${site.slug}-platform&returnTo=${back}`} className="btn btn-primary">
            Sign in to take the exam
          </Link>
          <Link to={`/signup?returnTo=${back}`} className="btn btn-secondary">
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-slate-700">Loading the exam…</p>}>
      <ExamSession />
    </Suspense>
  );
}
