/**
 * A practice test: the playground's task (or the deployment's own form) in a new tab, which says so,
 * and "Passed" once the learner has passed it (docs/product/academy-practice.md).
 */
export function PracticeTestLink({ label, path, passed }: { label: string; path: string; passed?: boolean }) {
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline decoration-brand-100 underline-offset-4 hover:decoration-brand-700"
    >
      {label}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none">
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {passed ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 no-underline">
          <span className="sr-only">, </span>Passed
        </span>
      ) : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
