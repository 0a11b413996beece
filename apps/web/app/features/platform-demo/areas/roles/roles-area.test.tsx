import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import RolesArea from "./roles-area";

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return <RolesArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />;
}

describe("the Roles area", () => {
  it("creates a custom role from a built-in one, switching on what a permission needs and saying why", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Create Role" }));
    const dialog = screen.getByRole("dialog", { name: "Create Role" });
    await user.type(within(dialog).getByLabelText("Role name"), "Auditor");
    await user.selectOptions(within(dialog).getByLabelText("Based on"), "Viewer");
    const configuration = within(dialog).getByRole("group", { name: "Configuration" });
    await user.click(within(configuration).getByRole("checkbox", { name: "Edit" }));
    expect(within(configuration).getByRole("checkbox", { name: "View" })).toBeChecked();
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Configuration › Edit needs Configuration › View, so it was switched on too.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Create Role" }));

    expect(screen.getByText("The role Auditor was created.")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Auditor" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Auditor" })).toBeEnabled();
  });

  it("refuses a name another role has", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Create Role" }));
    const dialog = screen.getByRole("dialog", { name: "Create Role" });
    await user.type(within(dialog).getByLabelText("Role name"), "viewer");
    await user.click(within(dialog).getByRole("button", { name: "Create Role" }));
    expect(within(dialog).getByLabelText("Role name")).toHaveAccessibleDescription(
      expect.stringContaining("A role with this name already exists"),
    );
  });
});
