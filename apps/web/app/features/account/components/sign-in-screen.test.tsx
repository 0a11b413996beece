import { accountsPaths, signInProducts, site } from "@ignitest/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useImperativeHandle } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CaptchaHandle } from "~/components/form/captcha-field";
import { LOGIN_RECORD_KEY } from "../hooks/use-login-record";
import { apiError, copyOf, renderAt, setUpAccountsServer } from "../test/test-support";
import { SignInScreen } from "./sign-in-screen";

// The real widget runs a proof of work in Web Workers, which jsdom lacks; the API tests solve it for real.
const captcha = vi.hoisted(() => ({ solves: 0 }));
vi.mock("~/components/form/captcha-field", () => ({
  CaptchaField: ({ ref, error }: { ref: React.Ref<CaptchaHandle>; error?: string }) => {
    useImperativeHandle(ref, () => ({ solve: async () => `payload-${++captcha.solves}`, reset: () => {} }));
    return <p data-testid="captcha-field">{error}</p>;
  },
}));

const server = setUpAccountsServer();
const page = copyOf("/signin");
const Screen = () => <SignInScreen page={page} />;

const record = {
  access_token: "jwt-1",
  name: "Jane Doe",
  userName: "jane@example.com",
  currentLicenseId: "lic-1",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Monthly",
  expires_in: 30,
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Work e-mail"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("/signin", () => {
  it("names the product from ?product= and lets the visitor switch", async () => {
    const user = userEvent.setup();
    renderAt("/signin", Screen, { url: `/signin?product=${signInProducts.finder}` });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(`Sign in to ${site.name} Finder`);
    expect(screen.getByRole("radio", { name: `${site.name} Finder` })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: `${site.name} Platform` }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Sign in to ${site.name} Platform`);
  });

  it("shows field errors for an empty form and sends nothing", async () => {
    renderAt("/signin", Screen);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your e-mail address.");
    expect(screen.getByLabelText("Work e-mail")).toHaveAccessibleDescription("Error: Enter your e-mail address.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Error: Enter your password.");
  });

  it("says the e-mail or password is wrong and keeps what was typed", async () => {
    server.use(
      http.post(`*${accountsPaths.signIn}`, () =>
        apiError(401, "INVALID_CREDENTIALS", "The e-mail or password is incorrect."),
      ),
    );
    renderAt("/signin", Screen);
    await fillAndSubmit("jane@example.com", "not my password");
    expect(await screen.findByRole("alert")).toHaveTextContent("The e-mail or password is incorrect.");
    expect(screen.getByLabelText("Work e-mail")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("not my password");
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
  });

  it("shows how long a locked account must wait", async () => {
    server.use(
      http.post(`*${accountsPaths.signIn}`, () =>
        apiError(429, "ACCOUNT_LOCKED", "Too many failed sign-ins. Try again in 4 minutes.", {}),
      ),
    );
    renderAt("/signin", Screen);
    await fillAndSubmit("jane@example.com", "guess");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed sign-ins. Try again in 4 minutes.");
  });

  it("shows the captcha when the account had many failed sign-ins, and sends the solution with the next try", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`*${accountsPaths.signIn}`, async ({ request }) => {
        const body = (await request.json()) as { captcha?: string };
        sent.push(body);
        return body.captcha
          ? HttpResponse.json(record)
          : apiError(
              400,
              "CAPTCHA_REQUIRED",
              "This account had many failed sign-ins. Complete the security check and sign in again.",
            );
      }),
    );
    renderAt("/signin", Screen);
    expect(screen.queryByTestId("captcha-field")).toBeNull();
    const user = await fillAndSubmit("jane@example.com", "correct horse battery");
    expect(await screen.findByTestId("captcha-field")).toHaveTextContent(
      "This account had many failed sign-ins. Complete the security check and sign in again.",
    );

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByTestId("destination")).toHaveTextContent(`/${site.slug}-products`);
    expect(sent).toEqual([
      { email: "jane@example.com", password: "correct horse battery" },
      { email: "jane@example.com", password: "correct horse battery", captcha: `payload-${captcha.solves}` },
    ]);
  });

  it("stores exactly the login record's fields and goes to the products page", async () => {
    let sent: unknown;
    server.use(
      http.post(`*${accountsPaths.signIn}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(record);
      }),
    );
    renderAt("/signin", Screen);
    await fillAndSubmit("  Jane@Example.com ", "correct horse battery");

    expect(await screen.findByTestId("destination")).toHaveTextContent(`/${site.slug}-products`);
    expect(sent).toEqual({ email: "jane@example.com", password: "correct horse battery" });
    expect(JSON.parse(window.localStorage.getItem(LOGIN_RECORD_KEY) ?? "null")).toEqual(record);
  });

  it("sends an account that is not activated yet to /activation-warning with its e-mail", async () => {
    server.use(
      http.post(`*${accountsPaths.signIn}`, () =>
        apiError(403, "ACCOUNT_NOT_ACTIVATED", "Activate your account first."),
      ),
    );
    renderAt("/signin", Screen);
    await fillAndSubmit("jane@example.com", "correct horse battery");
    const destination = await screen.findByTestId("destination");
    expect(destination).toHaveTextContent("/activation-warning");
    expect(destination).toHaveAttribute("data-state", JSON.stringify({ email: "jane@example.com" }));
  });

  it("sends someone already signed in to /active-user", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    renderAt("/signin", Screen);
    await waitFor(() => expect(screen.getByTestId("destination")).toHaveTextContent("/active-user"));
  });
});
