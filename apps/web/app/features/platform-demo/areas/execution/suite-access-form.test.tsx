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

describe("the suite form's scripts by label and Access", () => {
  it("adds scripts by label and keeps the suite to its Selected members", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "New Suite" }));
    const dialog = screen.getByRole("dialog", { name: "New Suite" });
    await user.click(within(dialog).getByLabelText("Suite name"));
    await user.paste("Smoke by label");
    await user.selectOptions(within(dialog).getByLabelText("Add Scripts"), "By label");
    await user.click(within(dialog).getByRole("checkbox", { name: "smoke" }));
    expect(dialog).toHaveTextContent(
      "Picks up now: Sign in with the demo account; Search finds the products of a category.",
    );
    await user.selectOptions(within(dialog).getByLabelText("Who may edit and run"), "Selected members");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    const members = within(dialog).getByRole("checkbox", { name: /Grace Okafor/ });
    expect(members).toHaveAccessibleDescription(expect.stringContaining("Tick at least one member"));
    expect(members).toHaveFocus();
    await user.click(within(dialog).getByRole("checkbox", { name: /Aisha Rahman/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    const row = screen.getByRole("row", { name: /Smoke by label/ });
    expect(row).toHaveTextContent("Sign in with the demo accountSearch finds the products of a category");
    expect(row).toHaveTextContent("By label: smoke (Any label)");
  });

  it("disables Run and Edit of a suite for a user who is not one of its members, with the reason", () => {
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-4" }} />);
    const reason =
      "Only the Selected members on the Access tab may edit and run Gearbox Regression; Tom Becker is not one of them.";
    const run = screen.getByRole("button", { name: "Run Gearbox Regression" });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Edit Gearbox Regression" })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Run Gearbox Smoke" })).toBeEnabled();
  });
});
