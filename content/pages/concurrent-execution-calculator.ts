/**
 * Every word of /concurrent-execution-calculator in one place: the page copy,
 * the form (labels, hints, error messages), the result and the plan limits
 * beside it. {name} placeholders are filled by the calculator
 * (apps/web/app/lib/fill-template.ts). Checked by the page-copy schemas and
 * apps/web/app/page-copy/page-words.test.ts.
 */
export const page = {
  path: "/concurrent-execution-calculator",
  title: "Concurrent Execution Calculator for Test Suites | Ignitest",
  description:
    "Estimate how many parallel test executions you need from the number of tests, their average duration and the time you want a full regression run to take.",
  eyebrow: "Calculator",
  h1: "How many parallel executions do you need?",
  lead: "Enter the number of tests, their average duration and the time you want a full run to take. The calculator estimates how many concurrent executions your suite needs, so you can plan licenses and infrastructure with real numbers.",
  headerStyle: "position",
  sections: [
    {
      id: "how-it-works",
      layout: "steps",
      heading: "How the estimate is calculated",
      body: "The calculator multiplies the number of tests by their average duration to get the total execution time, then divides it by your target run time and rounds up. For example, 1,200 tests averaging 3 minutes need 3,600 minutes of execution; finishing in one hour takes 60 concurrent executions, while a four-hour window needs 15.",
      bullets: [
        "Number of tests in the suite you want to run",
        "Average duration of one test, in minutes",
        "Target time for the complete run",
        "Result: concurrent executions needed, rounded up",
      ],
    },
    {
      id: "realistic-inputs",
      heading: "Getting a realistic number",
      body: "The estimate is only as good as its inputs. Take the average duration from recent execution results rather than from a single test, and leave headroom for environment setup, retries of failed scripts and the few long tests that cannot be split. Tests that depend on each other run in sequence and count as one longer test.",
      bullets: [
        "Use average durations from recent runs, not best cases",
        "Add headroom for setup, teardown and automatic reruns",
        "Treat dependent tests as one sequential chain",
        "Split very long tests so they parallelize better",
      ],
    },
    {
      id: "next-steps",
      layout: "cards",
      heading: "From estimate to plan",
      body: "Once you know how many executions must run at the same time, compare the figure with the Ignitest plans. Cloud Basic is a free way to start, Cloud Professional adds the capacity growing teams need, and an On Premises Enterprise license runs executions on infrastructure you control. Our team can review the estimate with you.",
      bullets: [
        "Compare the result with Cloud Basic, Cloud Professional and On Premises Enterprise",
        "Schedule a demo to review the estimate with a specialist",
        "Recalculate as your suite grows",
      ],
    },
  ],
};

export const form = {
  name: "Concurrent execution calculator",
  submit: "Calculate",
  fields: {
    tests: {
      label: "Number of tests",
      hint: "Tests in the suite, up to {max}",
      subject: "number of tests",
      tooSmall: "Enter at least 1 test",
    },
    duration: {
      label: "Average duration of one test (minutes)",
      hint: "From recent runs; decimals such as 1.5 are fine",
      subject: "average duration",
      tooSmall: "Enter an average duration greater than 0",
    },
    target: {
      label: "Target time for the full run (minutes)",
      hint: "60 for one hour, 480 for a working day",
      subject: "target run time",
      tooSmall: "Enter a target run time greater than 0",
    },
  },
  /** {subject} is a field's subject above, {max} its upper bound. */
  errors: {
    missing: "Enter the {subject}",
    notANumber: "Enter the {subject} as a number",
    tooLarge: "Enter at most {max}",
    notWhole: "Enter a whole number",
    tooPrecise: "Use at most two decimal places",
    targetBelowDuration:
      "A run cannot finish faster than one test takes: make the target at least the average duration",
  },
};

export const result = {
  heading: "Result",
  announcement: "You need {parallel} parallel executions. Recommended plan: {plan}.",
  emptyTitle: "Your estimate appears here",
  emptyBody:
    "Enter the three numbers and press Calculate. You will see how many executions must run at the same time, the formula with your numbers, and the plan that fits.",
  eyebrow: "Your estimate",
  one: "execution",
  many: "parallel executions",
  formulaHeading: "How it was calculated",
  formulaSplit: "⌈ {tests} tests × {duration} min ÷ {target} min ⌉",
  formulaTotal: "= ⌈ {total} min ÷ {target} min ⌉",
  formulaResult: "= {parallel}",
  formulaNote:
    "{total} minutes of execution in total, shared across enough executions to finish within {target} minutes; ⌈ ⌉ rounds up to a whole execution.",
  planHeading: "Recommended plan",
  pricingLink: "See {plan} pricing",
  demoLink: "Request a demo with these numbers",
};

export const planLimits = {
  heading: "Which plan fits which result",
  upTo: "up to {max} concurrent executions",
  between: "{min} to {max} concurrent executions",
  moreThan: "more than {min} concurrent executions",
  yourResult: " (your result)",
  users: "users",
  usersUnlimited: "Users as licensed",
  minutes: "execution minutes a month",
  minutesUnlimited: "Unmetered minutes",
};
