import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./password-field";

describe("PasswordField", () => {
  it("hides the password until Show is pressed, and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(<PasswordField id="pw" name="password" label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText("Password");
    await user.type(input, "correct horse");
    expect(input).toHaveAttribute("type", "password");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("correct horse");

    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("ties its error to the input", () => {
    render(<PasswordField id="pw" name="password" label="Password" autoComplete="new-password" error="Too short" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("autocomplete", "new-password");
    expect(input).toHaveAccessibleDescription("Error: Too short");
  });
});
