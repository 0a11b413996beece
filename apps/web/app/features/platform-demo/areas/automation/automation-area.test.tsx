import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import AutomationArea from "./automation-area";

const actingAs = (userId: string): DemoData => ({ ...demoSeed(), actingUserId: userId });
const renderArea = (data: DemoData) =>
  render(<AutomationArea demo={{ data, persistence: "saved", update: () => {}, reset: () => {} }} />);

describe("the Test Development area", () => {
  it("opens the playground's project (in memory without IndexedDB) and adds a project variable after its name's message", async () => {
    const user = userEvent.setup();
    renderArea(actingAs("u-1"));
    expect(await screen.findByTestId("automation-saved")).toHaveTextContent("This browser keeps nothing");
    await user.click(screen.getByRole("tab", { name: "Variables" }));
    expect(screen.getByRole("row", { name: /^shopPassword Project ••••••/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Variable" }));
    const dialog = screen.getByRole("dialog", { name: "Add Variable" });
    await user.type(within(dialog).getByLabelText("Name"), "shopEmail");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
      expect.stringContaining("A project variable named shopEmail already exists"),
    );
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "product");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toHaveTextContent("The project variable product was saved.");
  });

  it("shows a Viewer every change disabled with the reason, and a Test Engineer no global variable", async () => {
    const user = userEvent.setup();
    const { unmount } = renderArea(actingAs("u-6"));
    const add = await screen.findByRole("button", { name: "Add Element" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(expect.stringContaining("Daniel Silva is a Viewer"));
    await user.click(screen.getByRole("tab", { name: "Scripts" }));
    expect(screen.getByRole("button", { name: "Settings of Sign in with the demo account" })).toBeDisabled();
    await user.click(screen.getByRole("tab", { name: "Import/Export" }));
    expect(screen.getByLabelText("Choose File (.igx)")).toBeDisabled();
    expect(screen.getByLabelText("Choose File (.igx)")).toHaveAccessibleDescription(
      expect.stringContaining("Daniel Silva is a Viewer"),
    );
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
    await user.click(screen.getByRole("tab", { name: "Program Elements" }));
    expect(screen.getByRole("button", { name: "Create Program Element" })).toHaveAccessibleDescription(
      expect.stringContaining("Daniel Silva is a Viewer"),
    );
    expect(screen.getByRole("button", { name: "Test Calculate order check digit" })).toBeEnabled();
    unmount();

    renderArea(actingAs("u-5"));
    await user.click(await screen.findByRole("tab", { name: "Variables" }));
    expect(screen.getByRole("button", { name: "Delete global variable supportEmail" })).toHaveAccessibleDescription(
      expect.stringContaining("Only Super Admins and Admins change global variables"),
    );
  });

  it("filters the scripts by label", async () => {
    const user = userEvent.setup();
    renderArea(actingAs("u-1"));
    await user.click(await screen.findByRole("tab", { name: "Scripts" }));
    await user.selectOptions(screen.getByLabelText("Label"), "checkout");
    expect(screen.getByText("1 of 3 scripts")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: /Cart total counts every quantity/ })).toBeInTheDocument();
  });
});
