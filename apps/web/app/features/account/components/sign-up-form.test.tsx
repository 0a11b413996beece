import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useImperativeHandle } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CaptchaHandle } from "~/components/form/captcha-field";
import { apiError, renderAt, setUpAccountsServer } from "../test/test-support";
import { SignUpForm } from "./sign-up-form";

// The real widget runs a proof of work in Web Workers, which jsdom lacks; e2e solves it for real.
const captcha = vi.hoisted(() => ({ solves: 0, resets: 0 }));
vi.mock("~/components/form/captcha-field", () => ({
  CaptchaField: ({ ref, error }: { ref: React.Ref<CaptchaHandle>; error?: string }) => {
    useImperativeHandle(ref, () => ({
      solve: async () => `payload-${++captcha.solves}`,
      reset: () => {
        captcha.resets += 1;
      },
    }));
    return error ? <p>{error}</p> : null;
  },
}));

const server = setUpAccountsServer();

async function fillIn(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const values = {
    "Full name": "Jane Doe",
    Company: "Acme QA",
    "Work e-mail": "jane@acme.example",
    "Phone number": "+44 20 7946 0958",
    Password: "correct horse battery",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("the sign-up form", () => {
  it("shows an error on every empty field and stays put", async () => {
    const user = userEvent.setup();
    renderAt("/signup", SignUpForm);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const summary = screen.getByRole("alert");
    for (const message of [
      "Enter your name.",
      "Enter your company name.",
      "Enter your e-mail address.",
      "Enter your phone number.",
      "Choose a password.",
    ]) {
      expect(summary).toHaveTextContent(message);
    }
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("destination")).toBeNull();
  });

  it("checks formats before sending: phone with country code, 12-character password", async () => {
    renderAt("/signup", SignUpForm);
    await fillIn({ "Phone number": "020 7946 0958", Password: "short" });
    expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the number with its country code"),
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringContaining("Use at least 12 characters."),
    );
  });

  it("checks the e-mail, signs up as multipart with the solved captcha, and moves on with the e-mail", async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.post(`*${accountsPaths.emailExists}`, async ({ request }) => {
        calls.push({ path: "exists", body: await request.json() });
        return HttpResponse.json({ exists: false });
      }),
      http.post(`*${accountsPaths.signUp}`, async ({ request }) => {
        calls.push({ path: "signup", body: Object.fromEntries(await request.formData()) });
        return HttpResponse.json({ status: "Success", message: "Check your inbox." });
      }),
    );
    renderAt("/signup", SignUpForm);
    await fillIn();

    const destination = await screen.findByTestId("destination");
    expect(destination).toHaveTextContent("/registration-success");
    expect(destination).toHaveAttribute("data-state", JSON.stringify({ email: "jane@acme.example" }));
    const payload = `payload-${captcha.solves}`;
    expect(calls).toEqual([
      { path: "exists", body: { email: "jane@acme.example", captcha: payload } },
      {
        path: "signup",
        body: {
          name: "Jane Doe",
          email: "jane@acme.example",
          phone: "+442079460958",
          company: "Acme QA",
          password: "correct horse battery",
          captcha: payload,
        },
      },
    ]);
  });

  it("says a taken e-mail already has an account, links to sign-in and reset, and keeps the input", async () => {
    server.use(http.post(`*${accountsPaths.emailExists}`, () => HttpResponse.json({ exists: true })));
    const resetsBefore = captcha.resets;
    renderAt("/signup", SignUpForm);
    await fillIn();

    const email = await screen.findByLabelText("Work e-mail");
    expect(email).toHaveAccessibleDescription("Error: An account with this e-mail already exists.");
    expect(email).toHaveValue("jane@acme.example");
    expect(screen.getByLabelText("Password")).toHaveValue("correct horse battery");
    expect(screen.getByRole("link", { name: "Sign in instead" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/signin/),
    );
    expect(screen.getByRole("link", { name: "reset your password" })).toHaveAttribute("href", "/forgot-password");
    expect(captcha.resets).toBe(resetsBefore + 1);
  });

  it("puts a rejected password's message on the password field", async () => {
    server.use(
      http.post(`*${accountsPaths.emailExists}`, () => HttpResponse.json({ exists: false })),
      http.post(`*${accountsPaths.signUp}`, () =>
        apiError(400, "PASSWORD_REJECTED", "Choose a password that does not contain your e-mail name.", {
          issues: [{ path: "password", message: "Choose a password that does not contain your e-mail name." }],
        }),
      ),
    );
    renderAt("/signup", SignUpForm);
    await fillIn({ Password: "jane jane jane jane" });
    expect(await screen.findByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringContaining("Error: Choose a password that does not contain your e-mail name."),
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Doe");
  });

  it("asks for a new captcha when the service refuses the solution", async () => {
    server.use(
      http.post(`*${accountsPaths.emailExists}`, () => apiError(400, "CAPTCHA_FAILED", "The security check expired.")),
    );
    renderAt("/signup", SignUpForm);
    await fillIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("The security check expired.");
  });
});
