import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { resolveStep } from "../engine/resolve-step";
import type { Step } from "../model";
import { SAMPLE_ELEMENTS } from "../state/sample-project";
import { PICK_NEW, StepRow } from "./step-row";

function renderRow(step: Step, index = 0, count = 2) {
  const resolved = resolveStep(step, SAMPLE_ELEMENTS);
  const handlers = {
    onInput: vi.fn(),
    onPickNew: vi.fn(),
    onMove: vi.fn(),
    onToggle: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <ol>
      <StepRow
        step={step}
        index={index}
        count={count}
        elements={SAMPLE_ELEMENTS}
        issues={resolved.ok ? [] : resolved.issues}
        result={undefined}
        running={false}
        {...handlers}
      />
    </ol>,
  );
  return handlers;
}

describe("StepRow", () => {
  it("ties the engine's message to the field that is wrong", () => {
    renderRow({
      id: "s",
      nlpId: "verify-count-of-elements-is",
      inputs: { elements: "el-product-card", count: "two" },
      disabled: false,
    });
    const count = screen.getByLabelText("count");
    expect(count).toHaveAttribute("aria-invalid", "true");
    expect(count).toHaveAccessibleDescription("write a whole number, such as 3");
    expect(screen.getByLabelText("elements")).not.toHaveAttribute("aria-invalid");
  });

  it("offers the repository's elements and a new pick for an element input", async () => {
    const handlers = renderRow({ id: "s", nlpId: "click-on-element", inputs: {}, disabled: false });
    const select = screen.getByLabelText("element");
    expect(select).toHaveAccessibleDescription("pick an element or write a locator");
    await userEvent.selectOptions(select, "Sign in button");
    expect(handlers.onInput).toHaveBeenCalledWith("element", "el-sign-in");
    await userEvent.selectOptions(select, PICK_NEW);
    expect(handlers.onPickNew).toHaveBeenCalledWith("element");
  });

  it("moves, disables and deletes by keyboard-reachable buttons; the first step cannot move up", async () => {
    const handlers = renderRow({ id: "s", nlpId: "press-enter-key", inputs: {}, disabled: false });
    expect(screen.getByRole("button", { name: "Move step 1 up" })).toBeDisabled();
    screen.getByRole("button", { name: "Move step 1 down" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(handlers.onMove).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole("button", { name: "Disable step 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete step 1" }));
    expect(handlers.onToggle).toHaveBeenCalledOnce();
    expect(handlers.onDelete).toHaveBeenCalledOnce();
  });
});
