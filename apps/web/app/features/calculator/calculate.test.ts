import { describe, expect, it } from "vitest";
import { CalculatorInputSchema, estimate } from "./calculate";

function run(tests: string, duration: string, target: string) {
  const parsed = CalculatorInputSchema.safeParse({ tests, duration, target });
  if (!parsed.success) {
    return { errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])) };
  }
  return { estimate: estimate(parsed.data) };
}

describe("the concurrent execution estimate", () => {
  it("600 tests × 3 min in 60 min need 30 parallel executions: On Premises Enterprise", () => {
    const { estimate: result } = run("600", "3", "60");
    expect(result).toMatchObject({ totalMinutes: 1800, parallel: 30, plan: { id: "on-premises-enterprise" } });
  });

  it("rounds up: 1,200 tests × 3 min in 4 hours need 15, and 10 tests × 1 min in 3 min need 4", () => {
    expect(run("1,200", "3", "240").estimate?.parallel).toBe(15);
    expect(run("10", "1", "3").estimate?.parallel).toBe(4);
  });

  it("is exact with decimal minutes (no float error rounds 1 up to 2)", () => {
    expect(run("7", "0.1", "0.7").estimate?.parallel).toBe(1);
    expect(run("3", "0.3", "0.9").estimate?.parallel).toBe(1);
  });

  it.each([
    ["2", "cloud-basic"],
    ["3", "cloud-professional"],
    ["20", "cloud-professional"],
    ["21", "on-premises-enterprise"],
  ])("recommends the plan by its limit: %s parallel → %s", (tests, plan) => {
    // tests × 1 min in 1 min = `tests` parallel executions
    expect(run(tests, "1", "1").estimate?.plan.id).toBe(plan);
  });

  it("never needs more executions than tests when the target is at least one test long", () => {
    expect(run("5", "10", "10").estimate?.parallel).toBe(5);
  });

  it.each([
    ["0", "3", "60", "tests", "Enter at least 1 test"],
    ["-5", "3", "60", "tests", "Enter at least 1 test"],
    ["2.5", "3", "60", "tests", "Enter a whole number"],
    ["1000001", "3", "60", "tests", "Enter at most 1,000,000"],
    ["1e9", "3", "60", "tests", "Enter at most 1,000,000"],
    ["", "3", "60", "tests", "Enter the number of tests"],
    ["many", "3", "60", "tests", "Enter the number of tests as a number"],
    ["600", "0", "60", "duration", "Enter an average duration greater than 0"],
    ["600", "-1", "60", "duration", "Enter an average duration greater than 0"],
    ["600", "1441", "2000", "duration", "Enter at most 1,440"],
    ["600", "0.001", "60", "duration", "Use at most two decimal places"],
    ["600", "3", "0", "target", "Enter a target run time greater than 0"],
    ["600", "3", "20000", "target", "Enter at most 10,080"],
    ["600", "3", "2", "target", "A run cannot finish faster than one test takes"],
  ])("rejects tests=%s duration=%s target=%s with a message on %s", (tests, duration, target, field, message) => {
    const { errors } = run(tests, duration, target);
    expect(errors?.[field]).toContain(message);
  });

  it("handles the largest inputs without losing precision", () => {
    expect(run("1000000", "1440", "0.01").errors?.target).toBeDefined();
    expect(run("1000000", "1440", "1440").estimate?.parallel).toBe(1_000_000);
    expect(run("999999", "1439.99", "10080").estimate?.parallel).toBe(Math.ceil((999_999 * 143_999) / 1_008_000));
  });
});
