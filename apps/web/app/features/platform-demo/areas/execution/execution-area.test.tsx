import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import ExecutionArea from "./execution-area";

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return (
    <MemoryRouter>
      <ExecutionArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />
    </MemoryRouter>
  );
}

describe("the Execution area", () => {
  it("creates a suite of the playground's scripts in the order set by keyboard, after the form's messages", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "New Suite" }));
    const dialog = screen.getByRole("dialog", { name: "New Suite" });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    const name = within(dialog).getByLabelText("Suite name");
    expect(name).toHaveAccessibleDescription(expect.stringContaining("Enter a suite name"));
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText("Add a script")).toHaveAccessibleDescription(
      expect.stringContaining("Add at least one script"),
    );

    await user.type(name, "Gearbox Smoke");
    const add = within(dialog).getByLabelText("Add a script");
    await user.selectOptions(add, "Sign in with the demo account");
    await user.click(within(dialog).getByRole("button", { name: "Add Script" }));
    await user.selectOptions(add, "Cart total counts every quantity");
    await user.click(within(dialog).getByRole("button", { name: "Add Script" }));
    within(dialog).getByRole("button", { name: "Move Sign in with the demo account down" }).focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("1. Cart total counts every quantity"),
      expect.stringContaining("2. Sign in with the demo account"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining("A suite with this name already exists in the project"),
    );

    await user.clear(name);
    await user.type(name, "Checkout Check");
    await user.selectOptions(within(dialog).getByLabelText("Execution mode"), "Parallel");
    await user.click(within(dialog).getByRole("checkbox", { name: "Auto-rerun failed scripts" }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(screen.getByText("Checkout Check was created.")).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Checkout Check/ });
    expect(row).toHaveTextContent("SUI4002");
    expect(row).toHaveTextContent("Cart total counts every quantitySign in with the demo account");
    expect(row).toHaveTextContent("Parallel, 2 sessions · 1280 × 800 · Staging, auto-rerun 1");
  });

  it("shows a Viewer the actions disabled with the reason, and the history filtered by status", async () => {
    const user = userEvent.setup();
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-6" }} />);
    const reason = "This needs Test Execution › Create suites; Daniel Silva is a Viewer.";
    expect(screen.getByRole("button", { name: "New Suite" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "New Suite" })).toHaveAccessibleDescription(
      expect.stringContaining(reason),
    );
    expect(screen.getByRole("button", { name: "Run Gearbox Smoke" })).toBeDisabled();

    await user.click(screen.getByRole("tab", { name: "Debug" }));
    expect(screen.getByRole("button", { name: "Start Debugging" })).toHaveAccessibleDescription(
      "Debugging needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
    );

    await user.click(screen.getByRole("tab", { name: "Execution Dashboard" }));
    expect(screen.getByTestId("history-count")).toHaveTextContent("Showing 20 of 20 executions");
    await user.selectOptions(screen.getByLabelText("Status"), "Failed");
    expect(screen.getByTestId("history-count")).toHaveTextContent("Showing 10 of 20 executions");
    expect(screen.getByRole("link", { name: "EXE2041" })).toHaveAttribute(
      "href",
      "/playground/platform/defects?run=EXE2041",
    );
  });
});
