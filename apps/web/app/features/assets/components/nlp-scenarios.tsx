import type { NlpScenario } from "@ignitest/contracts";

/** Worked examples: each scenario's steps as they read in a test script. */
export function NlpScenarios({ scenarios }: { scenarios: readonly NlpScenario[] }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      {scenarios.map((scenario) => (
        <article key={scenario.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">{scenario.title}</h3>
          <ol className="mt-3 grid grid-cols-1 gap-1.5 font-mono text-sm text-slate-800">
            {scenario.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step's position is its identity; steps can repeat
              <li key={index} className="flex gap-3 rounded-md bg-slate-50 px-3 py-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-500">
                  {index + 1}
                </span>
                <span className="min-w-0 wrap-anywhere">{step}</span>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  );
}
