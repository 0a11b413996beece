import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderAt, setUpAccountsServer } from "../test/test-support";
import { ResendActivationForm } from "./resend-activation-form";

const server = setUpAccountsServer();

function captureResend() {
  const sent: unknown[] = [];
  server.use(
    http.post(`*${accountsPaths.resendActivation}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: "Success", message: "Sent." });
    }),
  );
  return sent;
}

const KnownAddress = () => <ResendActivationForm email="jane@acme.example" label="Resend the e-mail" />;
const UnknownAddress = () => <ResendActivationForm label="Send a new link" />;

describe("the resend-activation form", () => {
  it("is one button when the address is known from the previous step", async () => {
    const sent = captureResend();
    renderAt("/registration-success", KnownAddress);
    expect(screen.queryByRole("textbox")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the e-mail" }));
    expect(await screen.findByTestId("destination")).toHaveTextContent("/activation-link-sent-successfully");
    expect(sent).toEqual([{ email: "jane@acme.example" }]);
  });

  it("asks for the address otherwise", async () => {
    const sent = captureResend();
    const user = userEvent.setup();
    renderAt("/activation-link-expired", UnknownAddress);
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(screen.getByLabelText("Your e-mail address")).toHaveAccessibleDescription(
      "Error: Enter your e-mail address.",
    );
    await user.type(screen.getByLabelText("Your e-mail address"), "jane@acme.example");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByTestId("destination")).toHaveTextContent("/activation-link-sent-successfully");
    expect(sent).toEqual([{ email: "jane@acme.example" }]);
  });
});
