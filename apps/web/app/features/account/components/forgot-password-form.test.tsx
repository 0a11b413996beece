import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, renderAt, setUpAccountsServer } from "../test/test-support";
import { ForgotPasswordForm } from "./forgot-password-form";

const server = setUpAccountsServer();

describe("the forgot-password form", () => {
  it("rejects an address that is not an e-mail, keeping it for correction", async () => {
    const user = userEvent.setup();
    renderAt("/forgot-password", ForgotPasswordForm);
    await user.type(screen.getByLabelText("Work e-mail"), "jane at acme");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText("Work e-mail")).toHaveAccessibleDescription("Error: Enter a valid e-mail address.");
    expect(screen.getByLabelText("Work e-mail")).toHaveValue("jane at acme");
  });

  it("requests the link and moves on with the address", async () => {
    let sent: unknown;
    server.use(
      http.post(`*${accountsPaths.sendChangePasswordLink}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          status: "Success",
          message: "If an account uses this address, a link is on its way.",
        });
      }),
    );
    const user = userEvent.setup();
    renderAt("/forgot-password", ForgotPasswordForm);
    await user.type(screen.getByLabelText("Work e-mail"), "jane@acme.example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    const destination = await screen.findByTestId("destination");
    expect(destination).toHaveTextContent("/reset-link-sent-success");
    expect(destination).toHaveAttribute("data-state", JSON.stringify({ email: "jane@acme.example" }));
    expect(sent).toEqual({ email: "jane@acme.example" });
  });

  it("shows a rate limit with its wait", async () => {
    server.use(
      http.post(`*${accountsPaths.sendChangePasswordLink}`, () =>
        apiError(429, "RATE_LIMITED", "Too many requests.", {}),
      ),
    );
    const user = userEvent.setup();
    renderAt("/forgot-password", ForgotPasswordForm);
    await user.type(screen.getByLabelText("Work e-mail"), "jane@acme.example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
  });
});
