import { useHydrated } from "~/lib/use-hydrated";

type SubmitButtonProps = {
  children: React.ReactNode;
  /** What the button says while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  pending: boolean;
  className?: string;
};

/**
 * The form's submit button. While a request runs it says so and ignores
 * further presses (aria-disabled keeps it focusable, so focus is not lost).
 * Before hydration it is disabled: the form's handler does not exist yet.
 */
export function SubmitButton({ children, pendingLabel, pending, className = "" }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated}
      aria-disabled={pending || undefined}
      className={`btn btn-primary w-full py-3 text-base disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-80 ${className}`}
    >
      {pending ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
