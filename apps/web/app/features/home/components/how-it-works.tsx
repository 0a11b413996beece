import { howItWorks } from "../../../../../../content/pages/home";

const steps = howItWorks.steps;

/** "How it works": the path from sign-up to a reported defect, in four steps. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="container-page py-14 sm:py-20">
      <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {howItWorks.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{howItWorks.lead}</p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-ink-800 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
