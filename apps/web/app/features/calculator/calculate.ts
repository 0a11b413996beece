import { type Plan, planForParallel } from "@ignitest/contracts";
import { z } from "zod";
import { formatNumber as formatUsNumber } from "~/lib/format-number";
import { plans } from "~/lib/plans";

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

function numberField(
  label: string,
  { min, max, whole, tooSmall }: { min: number; max: number; whole: boolean; tooSmall: string },
) {
  return z
    .string()
    .trim()
    .min(1, { error: `Enter the ${label}` })
    .transform((text) => Number(text.replace(/,/g, "")))
    .pipe(
      z
        .number({ error: `Enter the ${label} as a number` })
        .refine(Number.isFinite, { error: `Enter the ${label} as a number` })
        .refine((value) => value >= min, { error: tooSmall })
        .refine((value) => value <= max, { error: `Enter at most ${formatNumber(max)}` })
        .refine((value) => (whole ? Number.isInteger(value) : hundredths(value)), {
          error: whole ? "Enter a whole number" : "Use at most two decimal places",
        }),
    );
}

/** The calculator's three inputs as typed (strings), validated with messages for each field. */
export const CalculatorInputSchema = z
  .object({
    tests: numberField("number of tests", {
      min: 1,
      max: calculatorLimits.maxTests,
      whole: true,
      tooSmall: "Enter at least 1 test",
    }),
    duration: numberField("average duration", {
      min: 0.01,
      max: calculatorLimits.maxDuration,
      whole: false,
      tooSmall: "Enter an average duration greater than 0",
    }),
    target: numberField("target run time", {
      min: 0.01,
      max: calculatorLimits.maxTarget,
      whole: false,
      tooSmall: "Enter a target run time greater than 0",
    }),
  })
  .refine((input) => input.target >= input.duration, {
    path: ["target"],
    error: "A run cannot finish faster than one test takes: make the target at least the average duration",
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
