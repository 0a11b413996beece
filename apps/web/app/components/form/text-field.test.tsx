import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels the input visibly and passes autocomplete through", () => {
    render(<TextField id="email" name="email" label="Work e-mail" type="email" autoComplete="email" />);
    const input = screen.getByLabelText("Work e-mail");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("ties the hint and the error to the input", () => {
    render(
      <TextField
        id="phone"
        name="phone"
        label="Phone number"
        hint="With the country code"
        error="Enter a phone number"
      />,
    );
    const input = screen.getByLabelText("Phone number");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("With the country code Error: Enter a phone number");
  });

  it("marks optional fields in the label and does not require them", () => {
    render(<TextField id="company" name="company" label="Company" optional />);
    const input = screen.getByLabelText("Company (optional)");
    expect(input).not.toBeRequired();
  });

  it("says type=text when the caller gives no type, and keeps the caller's type otherwise", () => {
    render(
      <>
        <TextField id="name" name="name" label="Full name" />
        <TextField id="email" name="email" label="E-mail" type="email" />
      </>,
    );
    expect(screen.getByLabelText("Full name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
  });
});
