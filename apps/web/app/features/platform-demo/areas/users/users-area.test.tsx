import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import UsersArea from "./users-area";

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return <UsersArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />;
}

describe("the Users area", () => {
  it("refuses an e-mail already used, with the message on its field, then invites the user", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Invite User" }));
    const dialog = screen.getByRole("dialog", { name: "Invite User" });
    await user.type(within(dialog).getByLabelText("Name"), "Grace Two");
    await user.type(within(dialog).getByLabelText("Email"), "GRACE.okafor@northwind.example");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Viewer");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    const email = within(dialog).getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("A user with this e-mail address already exists"),
    );

    await user.clear(email);
    await user.type(email, "grace.two@northwind.example");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));
    const row = screen.getByRole("row", { name: /Grace Two/ });
    expect(row).toHaveTextContent("Invited");
    expect(screen.getByTestId("seat-counter")).toHaveTextContent("8 of 100 seats used");
  });

  it("shows a project role's user every action disabled, with the reason", () => {
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-6" }} />);
    const reason = "Managing users needs the Super Admin or Admin license role; Daniel Silva is a Viewer.";
    expect(screen.getByRole("button", { name: "Invite User" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Invite User" })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Deactivate Mei Lin" })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole("button", { name: "Edit Mei Lin" })).toBeDisabled();
  });
});

describe("the Users area's roles", () => {
  it("never offers the Super Admin role to another user, and keeps it for the Super Admin", async () => {
    const user = userEvent.setup();
    render(<Harness start={demoSeed()} />);
    await user.click(screen.getByRole("button", { name: "Invite User" }));
    const invite = screen.getByRole("dialog", { name: "Invite User" });
    expect(within(invite).queryByRole("option", { name: "Super Admin" })).toBeNull();
    expect(within(invite).getByRole("option", { name: "Admin" })).toBeInTheDocument();
    await user.click(within(invite).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Edit Grace Okafor" }));
    const edit = screen.getByRole("dialog", { name: "Edit Grace Okafor" });
    expect(
      within(edit)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select a role", "Super Admin"]);
  });
});
