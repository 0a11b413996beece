import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { LOGIN_RECORD_KEY } from "../hooks/use-login-record";
import { apiError, copyOf, renderAt, setUpAccountsServer } from "../test/test-support";
import { ChangePhoneScreen } from "./change-phone-screen";
import { OtpVerificationScreen } from "./otp-verification-screen";

const server = setUpAccountsServer();
const ChangePhone = () => <ChangePhoneScreen page={copyOf("/change-phone-number")} />;
const Otp = () => <OtpVerificationScreen page={copyOf("/otp-verification")} />;

function signedIn() {
  window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ access_token: "jwt-7", name: "Jane" }));
}

async function submitPhone(phone: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("New phone number"), phone);
  await user.click(screen.getByRole("button", { name: "Send verification code" }));
}

describe("/change-phone-number", () => {
  it("asks a signed-out visitor to sign in first", async () => {
    renderAt("/change-phone-number", ChangePhone);
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/signin\?product=/),
    );
    expect(screen.queryByLabelText("New phone number")).toBeNull();
  });

  it("sends the code with the bearer token and moves on with the number", async () => {
    signedIn();
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`*${accountsPaths.changePhone}`, async ({ request }) => {
        seen = { auth: request.headers.get("Authorization"), body: await request.json() };
        return HttpResponse.json({ status: "OtpSent", phone: "+14155550134", otpExpiresIn: 600, attemptsAllowed: 5 });
      }),
    );
    renderAt("/change-phone-number", ChangePhone);
    await submitPhone("+1 (415) 555-0134");
    const destination = await screen.findByTestId("destination");
    expect(destination).toHaveTextContent("/otp-verification");
    expect(JSON.parse(destination.getAttribute("data-state") ?? "{}")).toMatchObject({ phone: "+14155550134" });
    expect(seen).toEqual({ auth: "Bearer jwt-7", body: { phone: "+14155550134" } });
  });

  it("keeps a number without country code and says what is missing", async () => {
    signedIn();
    renderAt("/change-phone-number", ChangePhone);
    await submitPhone("415 555 0134");
    const field = screen.getByLabelText("New phone number");
    expect(field).toHaveValue("415 555 0134");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter the number with its country code"));
  });

  it("forgets a login the service refuses and goes to sign-in", async () => {
    signedIn();
    server.use(http.post(`*${accountsPaths.changePhone}`, () => apiError(401, "UNAUTHENTICATED", "Sign in again.")));
    renderAt("/change-phone-number", ChangePhone);
    await submitPhone("+14155550134");
    expect(await screen.findByTestId("destination")).toHaveTextContent("/signin");
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).toBeNull();
  });
});

describe("/otp-verification", () => {
  it("points back to the phone step when opened on its own", async () => {
    renderAt("/otp-verification", Otp);
    expect(await screen.findByRole("link", { name: "Enter your new number" })).toHaveAttribute(
      "href",
      "/change-phone-number",
    );
  });

  it("confirms the new number in place once the code is accepted", async () => {
    signedIn();
    server.use(
      http.post(`*${accountsPaths.changePhone}`, () => HttpResponse.json({ status: "Success", phone: "+14155550134" })),
    );
    renderAt("/otp-verification", Otp, { state: { phone: "+14155550134" } });
    expect(await screen.findByText("+14155550134")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your phone number is now +14155550134.");
  });
});
