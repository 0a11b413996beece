import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ConcurrencyCalculator } from "./concurrency-calculator";

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function CalculatorPage() {
  return (
    <>
      <ConcurrencyCalculator />
      <Address />
    </>
  );
}

const Stub = createRoutesStub([{ path: "/concurrent-execution-calculator", Component: CalculatorPage }]);

function renderCalculator(entry = "/concurrent-execution-calculator") {
  return render(<Stub initialEntries={[entry]} />);
}

async function calculate(user: ReturnType<typeof userEvent.setup>, tests: string, duration: string, target: string) {
  for (const [label, value] of [
    ["Number of tests", tests],
    ["Average duration of one test (minutes)", duration],
    ["Target time for the full run (minutes)", target],
  ] as const) {
    // The form starts with sample numbers: replace them.
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Calculate" }));
}

describe("ConcurrencyCalculator", () => {
  it("opens on a worked example: sample numbers and the plan their limits call for, before any typing", () => {
    renderCalculator();
    expect(screen.getByLabelText("Number of tests")).toHaveValue("200");
    expect(screen.getByTestId("parallel-result")).toHaveTextContent("10");
    expect(screen.getByTestId("recommended-plan")).toHaveTextContent("Cloud Professional");
  });

  it("600 tests × 3 min in 60 min: 30 parallel executions, the formula, On Premises Enterprise and a pre-filled demo link", async () => {
    const user = userEvent.setup();
    renderCalculator();
    await calculate(user, "600", "3", "60");

    expect(screen.getByTestId("parallel-result")).toHaveTextContent("30");
    expect(screen.getByText("⌈ 600 tests × 3 min ÷ 60 min ⌉")).toBeInTheDocument();
    expect(screen.getByText("= ⌈ 1,800 min ÷ 60 min ⌉")).toBeInTheDocument();
    expect(screen.getByTestId("recommended-plan")).toHaveTextContent("On Premises Enterprise");
    expect(screen.getByRole("status")).toHaveTextContent(
      "You need 30 parallel executions. Recommended plan: On Premises Enterprise.",
    );
    expect(screen.getByRole("link", { name: "See On Premises Enterprise pricing" })).toHaveAttribute(
      "href",
      "/ignitest-platform-pricing#on-premises-enterprise",
    );
    expect(screen.getByRole("link", { name: "Request a demo with these numbers" })).toHaveAttribute(
      "href",
      "/schedule-demo?tests=600&duration=3&target=60&parallel=30&plan=on-premises-enterprise",
    );
    expect(screen.getByTestId("address")).toHaveTextContent(
      "/concurrent-execution-calculator?tests=600&duration=3&target=60",
    );
  });

  it("states the plan limits it uses", () => {
    renderCalculator();
    const limits = screen.getByRole("region", { name: "Which plan fits which result" });
    expect(limits).toHaveTextContent("Cloud Basicup to 2 concurrent executions");
    expect(limits).toHaveTextContent("Cloud Professional3 to 20 concurrent executions");
    expect(limits).toHaveTextContent("On Premises Enterprisemore than 20 concurrent executions");
  });

  it("recommends Cloud Professional for 12 parallel executions", async () => {
    const user = userEvent.setup();
    renderCalculator();
    await calculate(user, "1200", "3", "300");
    expect(screen.getByTestId("parallel-result")).toHaveTextContent("12");
    expect(screen.getByTestId("recommended-plan")).toHaveTextContent("Cloud Professional");
  });

  it.each([
    ["0", "3", "60", "Number of tests", "Enter at least 1 test"],
    ["-4", "3", "60", "Number of tests", "Enter at least 1 test"],
    ["99999999", "3", "60", "Number of tests", "Enter at most 1,000,000"],
    ["600", "0", "60", "Average duration of one test (minutes)", "Enter an average duration greater than 0"],
    ["600", "3", "1", "Target time for the full run (minutes)", "A run cannot finish faster than one test takes"],
  ])(
    "rejects tests=%s duration=%s target=%s with a message on the field",
    async (tests, duration, target, label, message) => {
      const user = userEvent.setup();
      renderCalculator();
      await calculate(user, tests, duration, target);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(screen.queryByTestId("parallel-result")).toBeNull();
    },
  );

  it("shows the result for numbers in the address (a shared link)", async () => {
    renderCalculator("/concurrent-execution-calculator?tests=10&duration=1&target=3");
    expect(await screen.findByTestId("parallel-result")).toHaveTextContent("4");
    expect(screen.getByLabelText("Number of tests")).toHaveValue("10");
    expect(screen.getByTestId("recommended-plan")).toHaveTextContent("Cloud Professional");
  });
});
