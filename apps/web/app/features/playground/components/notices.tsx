/** The playground's notes: demo mode, storage, and one message at a time (a damaged link, a reset, …). */
import type { Persistence } from "../hooks/use-project";

export interface Notice {
  tone: "info" | "error";
  text: string;
}

export function Notices({
  persistence,
  notice,
  onDismiss,
}: {
  persistence: Persistence;
  notice: Notice | null;
  onDismiss: () => void;
}) {
  return (
    <div className="grid gap-2">
      {persistence === "memory" ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This browser does not let the playground store data: it still runs, but nothing will be kept when you leave.
        </p>
      ) : null}
      <div role={notice?.tone === "error" ? "alert" : "status"}>
        {notice ? (
          <p
            className={`flex items-start justify-between gap-3 rounded-lg border px-3 py-2 text-sm ${notice.tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-ink-100 bg-ink-50 text-slate-900"}`}
          >
            <span>{notice.text}</span>
            <button type="button" className="shrink-0 underline" onClick={onDismiss}>
              Dismiss
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
