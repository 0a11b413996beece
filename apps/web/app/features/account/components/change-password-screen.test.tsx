import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, copyOf, renderAt, setUpAccountsServer } from "../test/test-support";
import { ChangePasswordScreen } from "./change-password-screen";

const server = setUpAccountsServer();
const page = copyOf("/change-password");
const Screen = () => <ChangePasswordScreen page={page} />;

function validLink() {
  const seen: unknown[] = [];
  server.use(
    http.post(`*${accountsPaths.validateUserToken}`, async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({
        status: "Valid",
        purpose: "PASSWORD_RESET",
        email: "jane@acme.example",
        expiresAt: "2030-01-01T00:00:00.000Z",
      });
    }),
  );
  return seen;
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Save new password" }));
}

describe("/change-password", () => {
  it("checks the link's token on arrival and shows the account it belongs to", async () => {
    const seen = validLink();
    renderAt("/change-password", Screen, { url: "/change-password?token=abc123" });
    expect(await screen.findByLabelText("Account")).toHaveValue("jane@acme.example");
    expect(screen.getByLabelText("Account")).toHaveAttribute("autocomplete", "username");
    expect(seen).toEqual([{ token: "abc123", purpose: "PASSWORD_RESET" }]);
  });

  it("sends an expired link to /setpassword-link-expired", async () => {
    server.use(
      http.post(`*${accountsPaths.validateUserToken}`, () => apiError(410, "LINK_EXPIRED", "This link has expired.")),
    );
    renderAt("/change-password", Screen, { url: "/change-password?token=old" });
    expect(await screen.findByTestId("destination")).toHaveTextContent("/setpassword-link-expired");
  });

  it("explains what to do when opened without a link", async () => {
    renderAt("/change-password", Screen);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Open the link from your reset e-mail");
    expect(screen.getByRole("link", { name: "Send me a reset link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("asks for the same password twice", async () => {
    validLink();
    renderAt("/change-password", Screen, { url: "/change-password?token=abc123" });
    await choose("correct horse battery", "correct horse batterx");
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Error: The two passwords do not match.",
    );
  });

  it("shows a rejected password on its field and keeps both inputs", async () => {
    validLink();
    server.use(
      http.post(`*${accountsPaths.changePassword}`, () =>
        apiError(400, "PASSWORD_REJECTED", "This password is too common.", {
          issues: [{ path: "password", message: "This password is too common." }],
        }),
      ),
    );
    renderAt("/change-password", Screen, { url: "/change-password?token=abc123" });
    await choose("password1234");
    expect(await screen.findByLabelText("New password")).toHaveAccessibleDescription(
      expect.stringContaining("This password is too common."),
    );
    expect(screen.getByLabelText("New password")).toHaveValue("password1234");
    expect(screen.getByLabelText("Confirm new password")).toHaveValue("password1234");
  });

  it("saves the new password with the token and moves on", async () => {
    validLink();
    let sent: unknown;
    server.use(
      http.post(`*${accountsPaths.changePassword}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: "Success" });
      }),
    );
    renderAt("/change-password", Screen, { url: "/change-password?token=abc123" });
    await choose("a brand new passphrase");
    expect(await screen.findByTestId("destination")).toHaveTextContent("/password-changed-success");
    expect(sent).toEqual({ token: "abc123", password: "a brand new passphrase" });
  });
});
