import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import TestCasesArea from "./test-cases-area";

/** Pastes the text into the field: typing it key by key re-renders the area once a character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return <TestCasesArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />;
}

describe("the Test cases area", () => {
  it("walks the module tree with the arrow keys, and F2 renames the selected module", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    const tree = screen.getByRole("tree", { name: "Modules of Northwind Web Regression" });
    const payment = within(tree).getByRole("treeitem", { name: "Payment" });
    expect(payment).toHaveAttribute("aria-selected", "true");
    payment.focus();
    await user.keyboard("{ArrowUp}");
    const checkout = within(tree).getByRole("treeitem", { name: "Checkout" });
    expect(checkout).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Test cases in Checkout" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(checkout).toHaveAttribute("aria-expanded", "false");
    expect(within(tree).queryByRole("treeitem", { name: "Payment" })).toBeNull();

    await user.keyboard("{F2}");
    const dialog = screen.getByRole("dialog", { name: "Rename Checkout" });
    const name = within(dialog).getByLabelText("Module name");
    await user.clear(name);
    await fill(user, name, "cart");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("A module with this name is already there"));
    await user.clear(name);
    await fill(user, name, "Checkout and payment");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(tree).getByRole("treeitem", { name: "Checkout and payment" })).toBeInTheDocument();
  });

  it("ties each message of a new test case to its field and focuses the first", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    const dialog = screen.getByRole("dialog", { name: "New Script" });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByLabelText("Script name")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a script name"),
    );
    expect(within(dialog).getByLabelText("Priority")).toHaveAccessibleDescription(
      expect.stringContaining("Priority must be one of High, Medium, Low"),
    );
    expect(within(dialog).getByLabelText("Step 1 action")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the action"),
    );
    expect(within(dialog).getByLabelText("Script name")).toHaveFocus();
  });

  it("creates a test case with its steps in the order given, with the next free script ID", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    const dialog = screen.getByRole("dialog", { name: "New Script" });
    await fill(user, within(dialog).getByLabelText("Script name"), "Pay with a new card");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "High");
    // The Labels offered are the project's, from Configuration › Labels.
    const labels = within(dialog).getByRole("group", { name: "Labels" });
    await user.click(within(labels).getByRole("checkbox", { name: "checkout" }));
    await user.click(within(labels).getByRole("checkbox", { name: "smoke" }));
    await fill(user, within(dialog).getByLabelText("Step 1 action"), "Type the card number");
    await fill(user, within(dialog).getByLabelText("Step 1 expected result"), "The card is accepted");
    await user.click(within(dialog).getByRole("button", { name: "Add Step" }));
    expect(within(dialog).getByLabelText("Step 2 action")).toHaveFocus();
    await fill(user, within(dialog).getByLabelText("Step 2 action"), "Click Pay now");
    await fill(user, within(dialog).getByLabelText("Step 2 expected result"), "The order is confirmed");
    await user.click(within(dialog).getByRole("button", { name: "Move step 2 up" }));
    expect(within(dialog).getByLabelText("Step 1 action")).toHaveValue("Click Pay now");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    // By its text, not its role: a role query over the whole area is slow in jsdom.
    const row = screen.getByText("Pay with a new card").closest("tr");
    expect(row).toHaveTextContent("SCR1043");
    expect(row).toHaveTextContent("High");
    expect(screen.getByTestId("tc-message")).toHaveTextContent("SCR1043 Pay with a new card was created in Payment.");
  });

  it("shows a Viewer the actions disabled, with the reason", () => {
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-6" }} />);
    const reason = "This needs Test Development › Create scripts and modules; Daniel Silva is a Viewer.";
    expect(screen.getByRole("button", { name: "+ New Module" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "+ New Module" })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Import" })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Edit SCR1035 Pay with a saved card" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export Module" })).toBeEnabled();
  });

  it("asks what to do with a module's test cases before it deletes the module", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Payment?" });
    expect(within(dialog).getByTestId("module-holds")).toHaveTextContent(
      "2 test cases" + "Used by 2 suites: Release 2.4 Manual Checks, Checkout Manual",
    );
    await user.selectOptions(within(dialog).getByLabelText("Module to move them to"), "Checkout/Shipping");
    await user.click(within(dialog).getByRole("button", { name: "Delete Module" }));
    expect(screen.queryByRole("treeitem", { name: "Payment" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Test cases in Shipping" })).toBeInTheDocument();
    expect(screen.getByText("Pay with a saved card").closest("tr")).toHaveTextContent("SCR1035");
  });
});
