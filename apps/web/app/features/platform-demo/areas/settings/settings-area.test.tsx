import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import SettingsArea from "./settings-area";

/** `seen.data` is the demo data as last rendered, for the test to read. */
function Harness({ start, seen = {} }: { start: DemoData; seen?: { data?: DemoData } }) {
  const [data, setData] = useState(start);
  seen.data = data;
  return (
    <MemoryRouter>
      <SettingsArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />
    </MemoryRouter>
  );
}

describe("the Configuration area", () => {
  it("ties the SMTP host's message to its field, and Send Test Email says what it would send and that nothing leaves", async () => {
    const user = userEvent.setup();
    const seen: { data?: DemoData } = {};
    render(<Harness start={demoSeed()} seen={seen} />);
    const host = screen.getByLabelText("SMTP host");
    await user.clear(host);
    await user.type(host, "smtp northwind");
    await user.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
    expect(host).toHaveAccessibleDescription(
      expect.stringContaining("Enter a host name such as smtp.northwind.example"),
    );
    expect(host).toHaveFocus();
    await user.clear(host);
    await user.type(host, "mail.northwind.example");
    await user.click(screen.getByRole("button", { name: "Send Test Email" }));
    const status = screen.getByTestId("settings-message");
    expect(status).toHaveTextContent("through mail.northwind.example:587 (STARTTLS) to grace.okafor@northwind.example");
    expect(status).toHaveTextContent("nothing was sent");
    // Sending a test saves nothing.
    expect(seen.data?.settings.mailServer.host).toBe("smtp.northwind.example");
  });

  it("renames a label on the test cases that carry it", async () => {
    const user = userEvent.setup();
    const seen: { data?: DemoData } = {};
    render(<Harness start={demoSeed()} seen={seen} />);
    await user.click(screen.getByRole("tab", { name: "Labels" }));
    await user.click(screen.getByRole("button", { name: "Rename checkout" }));
    const dialog = screen.getByRole("dialog", { name: "Rename checkout" });
    const name = within(dialog).getByLabelText("New name");
    await user.clear(name);
    await user.type(name, "payment");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.getByTestId("settings-message")).toHaveTextContent("checkout is renamed payment.");
    const carried = seen.data?.testManagement.cases.filter((testCase) => testCase.labels.includes("payment")) ?? [];
    expect(carried.length).toBe(3);
    expect(seen.data?.testManagement.cases.some((testCase) => testCase.labels.includes("checkout"))).toBe(false);
  });

  it("shows a Test Engineer the changes disabled, with the reason", async () => {
    const user = userEvent.setup();
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-4" }} />);
    await user.click(screen.getByRole("tab", { name: "Labels" }));
    const add = screen.getByRole("button", { name: "Add Label" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      "Changing a project's configuration needs the Project Admin role; Tom Becker is a Test Engineer.",
    );
  });
});
