import { planPricingPath } from "@ignitest/contracts";
import { Link } from "react-router";
import { calculatorDemoQuery } from "~/features/forms";
import { fillTemplate } from "~/lib/fill-template";
import { result as words } from "../../../../../../content/pages/concurrent-execution-calculator";
import { type Estimate, formatNumber } from "../calculate";

/** The answer, the formula with the visitor's numbers, and where to go with it. */
export function EstimateResult({ estimate }: { estimate: Estimate }) {
  const { tests, duration, target, totalMinutes, parallel, plan } = estimate;
  const figures = {
    tests: formatNumber(tests),
    duration: formatNumber(duration),
    target: formatNumber(target),
    total: formatNumber(totalMinutes),
    parallel: formatNumber(parallel),
  };
  const demoLink = `/schedule-demo${calculatorDemoQuery({ tests, duration, target, parallel, plan: plan.id })}`;
  return (
    <div className="rounded-2xl border border-ink-100 bg-ink-50 p-5 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-ink-800">{words.eyebrow}</p>
      <p className="mt-2 text-slate-900">
        <span data-testid="parallel-result" className="text-5xl font-bold tracking-tight">
          {formatNumber(parallel)}
        </span>{" "}
        <span className="text-xl font-semibold">{parallel === 1 ? words.one : words.many}</span>
      </p>

      <h3 className="mt-6 font-semibold">{words.formulaHeading}</h3>
      <p className="mt-2 overflow-x-auto rounded-lg bg-white p-4 font-mono text-sm leading-relaxed text-slate-900 sm:text-base">
        <span className="whitespace-nowrap">{fillTemplate(words.formulaSplit, figures)}</span>{" "}
        <span className="whitespace-nowrap">{fillTemplate(words.formulaTotal, figures)}</span>{" "}
        <span className="whitespace-nowrap">{fillTemplate(words.formulaResult, figures)}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{fillTemplate(words.formulaNote, figures)}</p>

      <h3 className="mt-6 font-semibold">{words.planHeading}</h3>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="recommended-plan">
        {plan.name}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={planPricingPath(plan.id)} className="btn btn-secondary">
          {fillTemplate(words.pricingLink, { plan: plan.name })}
        </Link>
        <Link to={demoLink} className="btn btn-primary">
          {words.demoLink}
        </Link>
      </div>
    </div>
  );
}
