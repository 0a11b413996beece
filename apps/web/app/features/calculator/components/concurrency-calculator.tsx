import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { FormError } from "~/components/form/form-error";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { fillTemplate } from "~/lib/fill-template";
import { useHydrated } from "~/lib/use-hydrated";
import {
  form as formWords,
  result as resultWords,
} from "../../../../../../content/pages/concurrent-execution-calculator";
import { CalculatorInputSchema, calculatorLimits, type Estimate, estimate, formatNumber } from "../calculate";
import { EstimateResult } from "./estimate-result";
import { PlanLimits } from "./plan-limits";

type Inputs = { tests: string; duration: string; target: string };

function inputsFrom(search: URLSearchParams): Inputs {
  return {
    tests: search.get("tests") ?? "",
    duration: search.get("duration") ?? "",
    target: search.get("target") ?? "",
  };
}

/**
 * What the form starts with, so the page opens on a worked answer rather than
 * an empty box: a mid-sized regression suite that must finish within an hour.
 */
export const sampleInputs: Inputs = { tests: "200", duration: "3", target: "60" };

function estimateFrom(inputs: Inputs): Estimate | null {
  const parsed = CalculatorInputSchema.safeParse(inputs);
  return parsed.success ? estimate(parsed.data) : null;
}

/**
 * The concurrent execution calculator. The numbers go into the address
 * (?tests=…&duration=…&target=…) so a result can be bookmarked or shared;
 * the page is prerendered without them and reads them once hydrated.
 */
export function ConcurrencyCalculator() {
  const hydrated = useHydrated();
  const [search, setSearch] = useSearchParams();
  // Numbers the visit started with (a shared link), read once after mount: later
  // changes to the address are the calculator's own and must not re-mount the
  // form, and without numbers nothing re-mounts, so early typing is kept.
  const [fromAddress, setFromAddress] = useState<Inputs | null>(null);
  const addressRead = useRef(false);
  useEffect(() => {
    if (addressRead.current) return;
    addressRead.current = true;
    if (["tests", "duration", "target"].some((name) => search.has(name))) setFromAddress(inputsFrom(search));
  }, [search]);
  // `undefined`: not calculated yet in this visit, so the address decides.
  const [calculated, setCalculated] = useState<Estimate | null | undefined>(undefined);
  const shown = calculated === undefined ? estimateFrom(fromAddress ?? sampleInputs) : calculated;
  const resultRef = useRef<HTMLElement>(null);

  const form = useValidatedForm({
    schema: CalculatorInputSchema,
    async onValid(values) {
      const result = estimate(values);
      setCalculated(result);
      const next = new URLSearchParams({
        tests: String(values.tests),
        duration: String(values.duration),
        target: String(values.target),
      });
      setSearch(next, { replace: true, preventScrollReset: true });
      // On one column the result sits under the form: bring it into view (scroll-mt keeps it clear of the header).
      const box = resultRef.current?.getBoundingClientRect();
      if (box && (box.top < 0 || box.top > window.innerHeight * 0.6))
        resultRef.current?.scrollIntoView({ block: "start" });
      return undefined;
    },
  });

  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid gap-6">
        <form
          key={fromAddress ? "from-address" : "blank"}
          {...form.formProps}
          onSubmit={(event) => {
            // A new attempt replaces the shown answer: no stale (or sample) result beside a field error.
            setCalculated(null);
            return form.formProps.onSubmit(event);
          }}
          aria-label={formWords.name}
          className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <FormError key={form.summaryKey} {...form.summary} />
          <TextField
            id={form.fieldId("tests")}
            name="tests"
            label={formWords.fields.tests.label}
            hint={fillTemplate(formWords.fields.tests.hint, { max: formatNumber(calculatorLimits.maxTests) })}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={(fromAddress ?? sampleInputs).tests}
            error={form.errorOf("tests")}
          />
          <TextField
            id={form.fieldId("duration")}
            name="duration"
            label={formWords.fields.duration.label}
            hint={formWords.fields.duration.hint}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={(fromAddress ?? sampleInputs).duration}
            error={form.errorOf("duration")}
          />
          <TextField
            id={form.fieldId("target")}
            name="target"
            label={formWords.fields.target.label}
            hint={formWords.fields.target.hint}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={(fromAddress ?? sampleInputs).target}
            error={form.errorOf("target")}
          />
          <button type="submit" className="btn btn-primary py-3 text-base" disabled={!hydrated}>
            {formWords.submit}
          </button>
        </form>
        <PlanLimits highlight={shown?.plan.id} />
      </div>
      <section ref={resultRef} aria-labelledby="estimate-title" className="scroll-mt-24">
        <h2 id="estimate-title" className="sr-only">
          {resultWords.heading}
        </h2>
        {/* Announces the answer in one sentence; the formula and links follow for those who want them. */}
        <p role="status" className="sr-only">
          {shown ? fillTemplate(resultWords.announcement, { parallel: shown.parallel, plan: shown.plan.name }) : ""}
        </p>
        {shown ? (
          <EstimateResult estimate={shown} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 sm:p-8">
            <p className="text-lg font-semibold text-slate-900">{resultWords.emptyTitle}</p>
            <p className="mt-2">{resultWords.emptyBody}</p>
          </div>
        )}
      </section>
    </div>
  );
}
