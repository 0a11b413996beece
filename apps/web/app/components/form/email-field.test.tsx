import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailField } from "./email-field";
import { PhoneField } from "./phone-field";

describe("EmailField and PhoneField", () => {
  it("give an e-mail input its keyboard, autofill and no spell check, with the label asked for", () => {
    render(<EmailField id="f-email" name="email" label="Work e-mail" error="Enter an e-mail address." />);
    const input = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("spellcheck", "false");
    expect(input).toHaveAccessibleDescription(/Enter an e-mail address\./);
  });

  it("give a phone input its keypad and autofill, optional when asked", () => {
    render(<PhoneField id="f-phone" name="phone" optional />);
    const input = screen.getByRole("textbox", { name: /^Phone/ });
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("autocomplete", "tel");
    expect(input).not.toBeRequired();
  });
});
