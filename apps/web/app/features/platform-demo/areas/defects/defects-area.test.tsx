import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import DefectsArea from "./defects-area";

function Harness({ start, at = "/playground/platform/defects" }: { start: DemoData; at?: string }) {
  const [data, setData] = useState(start);
  return (
    <MemoryRouter initialEntries={[at]}>
      <DefectsArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />
    </MemoryRouter>
  );
}

describe("the Defects area", () => {
  it("logs a defect from a failed step, with the form's messages on their fields first", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} at="/playground/platform/defects?run=EXE2034&script=SCR2011&step=4" />);
    expect(document.getElementById("step-SCR2011-4")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Log Defect from step 4 of SCR2011" }));
    const dialog = screen.getByRole("dialog", { name: "Log Defect" });
    const summary = within(dialog).getByLabelText("Summary");
    expect(summary).toHaveValue("SCR2011 Checkout with a saved card failed at step 4");
    await user.clear(summary);
    await user.click(within(dialog).getByRole("button", { name: "Log Defect" }));
    expect(summary).toHaveAccessibleDescription(expect.stringContaining("Enter a summary that says what is wrong"));
    expect(summary).toHaveFocus();
    expect(within(dialog).getByLabelText("Severity")).toHaveAccessibleDescription(
      expect.stringContaining("Select a severity"),
    );

    await user.type(summary, "Order stays Payment pending");
    await user.selectOptions(within(dialog).getByLabelText("Severity"), "Critical");
    await user.click(within(dialog).getByRole("button", { name: "Log Defect" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("DEF302 was logged with the status New.")).toBeInTheDocument();
    expect(screen.getByText(/Logged from this step/)).toHaveTextContent("Logged from this step: DEF302 (New)");
  });

  it("asks a comment before Rejected, then moves the defect and keeps its history", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    const card = screen.getByTestId("defect-DEF299");
    await user.selectOptions(within(card).getByLabelText("Move to (DEF299)"), "Rejected");
    await user.click(within(card).getByRole("button", { name: "Move DEF299 to Rejected" }));
    const dialog = screen.getByRole("dialog", { name: "Move DEF299 to Rejected" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByLabelText("Comment")).toHaveAccessibleDescription(
      expect.stringContaining("a defect set to Rejected needs one"),
    );
    await user.type(within(dialog).getByLabelText("Comment"), "Duplicate of DEF301");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(screen.getByTestId("column-rejected")).getByTestId("defect-DEF299")).toBeInTheDocument();
    expect(screen.getByText("DEF299 moved from New to Rejected.")).toBeInTheDocument();
  });

  it("filters by severity and assignee, and shows a Viewer every change disabled with the reason", async () => {
    const user = userEvent.setup();
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-6" }} />);
    await user.selectOptions(screen.getByLabelText("Severity"), "Major");
    await user.selectOptions(screen.getByLabelText("Assignee"), "Unassigned");
    expect(screen.getByTestId("defect-count")).toHaveTextContent("1 defect match the filters, 0 open.");
    expect(screen.getByTestId("defect-DEF295")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Severity"), "");
    await user.selectOptions(screen.getByLabelText("Assignee"), "");
    expect(screen.getByRole("button", { name: "New Defect" })).toHaveAccessibleDescription(
      "Logging defects needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
    );
    expect(screen.getByRole("button", { name: "Move DEF301 to Fixed" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move DEF301 to Fixed" })).toHaveAccessibleDescription(
      "Changing a defect's status needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
    );
  });

  it("lets a Viewer comment on a defect, and refuses an empty comment with its message", async () => {
    const user = userEvent.setup();
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-6" }} at="/playground/platform/defects?defect=DEF299" />);
    await user.click(screen.getByRole("button", { name: "Add Comment" }));
    const field = screen.getByLabelText("Add a comment");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter a comment"));
    await user.type(field, "Seen on Safari too.");
    await user.click(screen.getByRole("button", { name: "Add Comment" }));
    expect(screen.getByTestId("defect-comments")).toHaveTextContent("Daniel Silva");
    expect(screen.getByTestId("defect-comments")).toHaveTextContent("Seen on Safari too.");
    expect(screen.getByRole("button", { name: /^Move DEF299/ })).toBeDisabled();
  });
});
