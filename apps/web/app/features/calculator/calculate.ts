import { type Plan, planForParallel } from "@ignitest/contracts";
import { z } from "zod";
import { fillTemplate } from "~/lib/fill-template";
import { formatNumber as formatUsNumber } from "~/lib/format-number";
import { plans } from "~/lib/plans";
import { form } from "../../../../../content/pages/concurrent-execution-calculator";

/** Upper bounds that keep the estimate meaningful (and the arithmetic exact). */
export const calculatorLimits = {
  maxTests: 1_000_000,
  /** One day, in minutes. */
  maxDuration: 1_440,
  /** One week, in minutes. */
  maxTarget: 10_080,
} as const;

const twoDecimals = { maximumFractionDigits: 2 } as const;

/** At most two decimals: 0.25 min is a real duration, 0.001 min is a typo. */
function hundredths(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
}

const errors = form.errors;

function numberField(
  { subject, tooSmall }: { subject: string; tooSmall: string },
  { min, max, whole }: { min: number; max: number; whole: boolean },
) {
  return z
    .string()
    .trim()
    .min(1, { error: fillTemplate(errors.missing, { subject }) })
    .transform((text) => Number(text.replace(/,/g, "")))
    .pipe(
      z
        .number({ error: fillTemplate(errors.notANumber, { subject }) })
        .refine(Number.isFinite, { error: fillTemplate(errors.notANumber, { subject }) })
        .refine((value) => value >= min, { error: tooSmall })
        .refine((value) => value <= max, { error: fillTemplate(errors.tooLarge, { max: formatNumber(max) }) })
        .refine((value) => (whole ? Number.isInteger(value) : hundredths(value)), {
          error: whole ? errors.notWhole : errors.tooPrecise,
        }),
    );
}

/** The calculator's three inputs as typed (strings), validated with messages for each field. */
export const CalculatorInputSchema = z
  .object({
    tests: numberField(form.fields.tests, { min: 1, max: calculatorLimits.maxTests, whole: true }),
    duration: numberField(form.fields.duration, { min: 0.01, max: calculatorLimits.maxDuration, whole: false }),
    target: numberField(form.fields.target, { min: 0.01, max: calculatorLimits.maxTarget, whole: false }),
  })
  .refine((input) => input.target >= input.duration, {
    path: ["target"],
    error: errors.targetBelowDuration,
    // Only compare two valid numbers; a field that is already wrong has its own message.
    when: (payload) => payload.issues.length === 0,
  });
export type CalculatorInput = z.output<typeof CalculatorInputSchema>;

export type Estimate = CalculatorInput & {
  /** tests × duration: the execution time of the whole suite run one test after another. */
  totalMinutes: number;
  /** ⌈ totalMinutes ÷ target ⌉ */
  parallel: number;
  plan: Plan;
};

/**
 * parallel = ⌈ tests × duration ÷ target ⌉. Worked in hundredths of a minute
 * as integers, so 0.1-style inputs cannot round the answer up by a float error.
 */
export function estimate({ tests, duration, target }: CalculatorInput): Estimate {
  const durationHundredths = Math.round(duration * 100);
  const targetHundredths = Math.round(target * 100);
  const totalHundredths = tests * durationHundredths;
  const parallel = Math.ceil(totalHundredths / targetHundredths);
  return {
    tests,
    duration,
    target,
    totalMinutes: totalHundredths / 100,
    parallel,
    plan: planForParallel(plans, parallel),
  };
}

/** "1,000,000", "2.5": the calculator's figures, at most two decimals. */
export function formatNumber(value: number): string {
  return formatUsNumber(value, twoDecimals);
}
