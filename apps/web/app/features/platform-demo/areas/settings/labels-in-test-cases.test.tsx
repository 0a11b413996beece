import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DemoData } from "../../model";
import { demoSeed } from "../../state/seed";
import TestCasesArea from "../test-cases/test-cases-area";

function Harness({ start }: { start: DemoData }) {
  const [data, setData] = useState(start);
  return <TestCasesArea demo={{ data, persistence: "saved", update: setData, reset: () => setData(demoSeed()) }} />;
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe("the test cases' labels, from Configuration › Labels", () => {
  it("lets a Project Admin tag with a new label, which joins the project's list; a bad one is refused on its field", async () => {
    const user = userEvent.setup();
    render(<Harness start={{ ...demoSeed(), actingUserId: "u-3" }} />);
    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    const dialog = screen.getByRole("dialog", { name: "New Script" });
    await fill(user, within(dialog).getByLabelText("Script name"), "Gift card at checkout");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "Low");
    await fill(user, within(dialog).getByLabelText("Step 1 action"), "Apply a gift card");
    await fill(user, within(dialog).getByLabelText("Step 1 expected result"), "The total drops");
    const added = within(dialog).getByLabelText(/^New labels/);
    await fill(user, added, "Gift Cards");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(added).toHaveAccessibleDescription(expect.stringContaining("Labels are lowercase letters"));
    expect(added).toHaveFocus();
    await user.clear(added);
    await fill(user, added, "gift-cards");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    const again = screen.getByRole("dialog", { name: "New Script" });
    expect(within(again).getByRole("group", { name: "Labels" })).toContainElement(
      within(again).getByRole("checkbox", { name: "gift-cards" }),
    );
  });

  it("offers a Test Engineer the existing labels only, unless Allow new labels while tagging is on", async () => {
    const user = userEvent.setup();
    const seed = { ...demoSeed(), actingUserId: "u-4" };
    const { unmount } = render(<Harness start={seed} />);
    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    expect(screen.queryByLabelText(/^New labels/)).toBeNull();
    unmount();

    const allowing = structuredClone(seed);
    for (const entry of allowing.settings.projects) entry.allowNewLabels = true;
    render(<Harness start={allowing} />);
    await user.click(screen.getByRole("button", { name: "+ New Script" }));
    expect(screen.getByLabelText(/^New labels/)).toBeInTheDocument();
  });
});
