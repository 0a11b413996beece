import { lazy, Suspense } from "react";
import { useLoginRecord } from "~/features/account";
import { ContinueCard } from "./continue-card";
import { useProgress } from "./progress-storage";
import { useProgressSync } from "./use-progress-sync";

const MyCertificates = lazy(() => import("../certificates/my-certificates"));

/** The academy home's learner corner: "Continue where you left off" and, signed in, the certificates held. */
export function AcademyProgressPanel() {
  useProgressSync();
  const progress = useProgress();
  const signedIn = Boolean(useLoginRecord()?.access_token);
  return (
    <div className="grid gap-5 empty:hidden md:grid-cols-2">
      <ContinueCard progress={progress} />
      {signedIn ? (
        <Suspense fallback={null}>
          <MyCertificates />
        </Suspense>
      ) : null}
    </div>
  );
}
