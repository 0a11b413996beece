import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { type FormFailure, useValidatedForm } from "./use-validated-form";

const Schema = z.object({
  email: z.email("Enter your e-mail address"),
  password: z.string().min(1, "Enter your password"),
});

function DemoForm({
  onValid,
}: {
  onValid: (values: z.output<typeof Schema>) => FormFailure | undefined | Promise<FormFailure | undefined>;
}) {
  const form = useValidatedForm({ schema: Schema, onValid });
  return (
    <form {...form.formProps}>
      <FormError key={form.summaryKey} {...form.summary} />
      <TextField id={form.fieldId("email")} name="email" label="E-mail" error={form.errorOf("email")} />
      <PasswordField
        id={form.fieldId("password")}
        name="password"
        label="Password"
        autoComplete="current-password"
        error={form.errorOf("password")}
      />
      <SubmitButton pending={form.pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}

describe("useValidatedForm", () => {
  it("shows every field error, announces the summary, focuses the first field and sends nothing", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);

    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(onValid).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Enter your e-mail address");
    expect(alert).toHaveTextContent("Enter your password");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Error: Enter your e-mail address");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Enter your password" }));
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("shows the server's message and keeps what the user typed", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(async () => ({ message: "The e-mail or password is incorrect." }));
    render(<DemoForm onValid={onValid} />);

    await user.type(screen.getByLabelText("E-mail"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The e-mail or password is incorrect.");
    expect(onValid).toHaveBeenCalledWith({ email: "jane@example.com", password: "wrong password" });
    expect(screen.getByLabelText("E-mail")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("wrong password");
  });

  it("puts a server's field message under that field", async () => {
    const user = userEvent.setup();
    render(<DemoForm onValid={async () => ({ fields: { email: "No account uses this e-mail." } })} />);
    await user.type(screen.getByLabelText("E-mail"), "nobody@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByLabelText("E-mail")).toHaveAccessibleDescription("Error: No account uses this e-mail.");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
  });

  it("says it is working while the request runs and ignores a second press", async () => {
    const user = userEvent.setup();
    let finish: (value: undefined) => void = () => {};
    const onValid = vi.fn(() => new Promise<undefined>((resolve) => (finish = resolve)));
    render(<DemoForm onValid={onValid} />);
    await user.type(screen.getByLabelText("E-mail"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const busy = screen.getByRole("button", { name: "Signing in…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(onValid).toHaveBeenCalledOnce();

    finish(undefined);
    expect(await screen.findByRole("button", { name: "Sign in" })).not.toHaveAttribute("aria-disabled");
  });

  it("shows a general message when the submission throws", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<DemoForm onValid={() => Promise.reject(new Error("boom"))} />);
    await user.type(screen.getByLabelText("E-mail"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side");
  });

  it("finishes a synchronous onValid in the submit event: no pending state, its failure on the field", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn((values: z.output<typeof Schema>) =>
      values.email === "taken@example.com" ? { fields: { email: "This e-mail is taken." } } : undefined,
    );
    render(<DemoForm onValid={onValid} />);
    await user.type(screen.getByLabelText("E-mail"), "taken@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Error: This e-mail is taken.");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();

    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "free@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onValid).toHaveBeenLastCalledWith({ email: "free@example.com", password: "secret" });
    expect(screen.getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("button", { name: "Signing in…" })).toBeNull();
  });
});
