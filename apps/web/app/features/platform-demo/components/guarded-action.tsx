/** An action button the acting user may not take shown disabled, with the reason beside it (docs/platform-demo.md#acting-as-a-user). */
import type { Verdict } from "../access";

export function GuardedAction({
  verdict,
  reasonId,
  onClick,
  children,
}: {
  verdict: Verdict;
  reasonId: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : reasonId}
        onClick={onClick}
      >
        {children}
      </button>
      {!verdict.allowed ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {verdict.reason}
        </p>
      ) : null}
    </div>
  );
}
