import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DeferredPopover } from "./deferred-popover";

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={{ "aria-label": "Open menu", children: "≡" }}
      labelledBy="menu-title"
      panelClassName="panel"
    >
      <p id="menu-title">Menu</p>
      <button type="button">Inside</button>
    </DeferredPopover>
  );
}

describe("DeferredPopover", () => {
  it("loads and opens its panel on the first press, and a second press closes it", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.click(trigger);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    await screen.findByRole("dialog", { name: "Menu" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
