/** The wizard's step indicator: where the visitor is, which steps are done (aria-current="step"). */
export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {steps.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "next";
        return (
          <li key={step} aria-current={state === "current" ? "step" : undefined} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full border text-xs font-semibold ${
                state === "current"
                  ? "border-ink-800 bg-ink-800 text-white"
                  : state === "done"
                    ? "border-ink-700 bg-ink-50 text-slate-900"
                    : "border-slate-400 text-slate-700"
              }`}
            >
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className={state === "current" ? "font-semibold text-slate-900" : "text-slate-700"}>
              {step}
              <span className="sr-only">
                {state === "done" ? " (done)" : ""}
                {state === "next" ? ` (step ${index + 1} of ${steps.length})` : ""}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
