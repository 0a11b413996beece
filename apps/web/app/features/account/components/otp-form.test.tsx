import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { LOGIN_RECORD_KEY } from "../hooks/use-login-record";
import { apiError, renderAt, setUpAccountsServer } from "../test/test-support";
import { OtpForm } from "./otp-form";

const server = setUpAccountsServer();
const onVerified = vi.fn();
const Form = () => <OtpForm phone="+442079460958" onVerified={onVerified} />;

async function enter(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Verification code"), code);
  await user.click(screen.getByRole("button", { name: "Verify" }));
  return user;
}

describe("the verification-code form", () => {
  it("sends the phone and code with the bearer token and reports the saved number", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ access_token: "jwt-9" }));
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`*${accountsPaths.changePhone}`, async ({ request }) => {
        seen = { auth: request.headers.get("Authorization"), body: await request.json() };
        return HttpResponse.json({ status: "Success", phone: "+442079460958" });
      }),
    );
    renderAt("/otp-verification", Form);
    expect(screen.getByLabelText("Verification code")).toHaveAttribute("autocomplete", "one-time-code");
    await enter("123456");
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith("+442079460958"));
    expect(seen).toEqual({ auth: "Bearer jwt-9", body: { phone: "+442079460958", otp: "123456" } });
  });

  it("puts a wrong code on the field and keeps it", async () => {
    server.use(
      http.post(`*${accountsPaths.changePhone}`, () => apiError(400, "OTP_INVALID", "That code is not right.")),
    );
    renderAt("/otp-verification", Form);
    await enter("654321");
    expect(await screen.findByLabelText("Verification code")).toHaveAccessibleDescription(
      expect.stringContaining("That code is not right."),
    );
    expect(screen.getByLabelText("Verification code")).toHaveValue("654321");
  });

  it("checks the code's format before sending", async () => {
    renderAt("/otp-verification", Form);
    await enter("12ab");
    expect(screen.getByLabelText("Verification code")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the 6-digit code."),
    );
  });

  it("sends a new code on request and says so", async () => {
    let sent: unknown;
    server.use(
      http.post(`*${accountsPaths.changePhone}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: "OtpSent", phone: "+442079460958", otpExpiresIn: 600, attemptsAllowed: 5 });
      }),
    );
    renderAt("/otp-verification", Form);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new code. Earlier codes no longer work.")).toBeInTheDocument();
    expect(sent).toEqual({ phone: "+442079460958" });
  });

  it("signs out locally and goes to sign-in when the login is no longer accepted", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ access_token: "revoked" }));
    server.use(http.post(`*${accountsPaths.changePhone}`, () => apiError(401, "UNAUTHENTICATED", "Sign in again.")));
    renderAt("/otp-verification", Form);
    await enter("123456");
    expect(await screen.findByTestId("destination")).toHaveTextContent("/signin");
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
  });
});
