import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { LOGIN_RECORD_KEY } from "../hooks/use-login-record";
import { copyOf, renderAt, setUpAccountsServer } from "../test/test-support";
import { ActiveUserScreen } from "./active-user-screen";

const server = setUpAccountsServer();
const page = copyOf("/active-user");
const Screen = () => <ActiveUserScreen page={page} />;

describe("/active-user", () => {
  it("names who is signed in and offers My Products and Sign Out", async () => {
    window.localStorage.setItem(
      LOGIN_RECORD_KEY,
      JSON.stringify({ access_token: "t", name: "Jane Doe", userName: "jane@acme.example", currentLicenseId: "L1" }),
    );
    renderAt("/active-user", Screen);
    expect(await screen.findByText("Jane Doe")).toBeInTheDocument();
    expect(screen.getByText("(jane@acme.example)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Products" })).toHaveAttribute(
      "href",
      expect.stringMatching(/-products$/),
    );
  });

  it("leaves the page as it is when sign-out fails (console only)", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ access_token: "t", name: "Jane Doe" }));
    server.use(http.post(`*${accountsPaths.signOut}`, () => HttpResponse.json({ status: "Failure" }, { status: 401 })));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/active-user", Screen);
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Sign out/ }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledOnce());
    expect(await screen.findByRole("button", { name: /^Sign out/ })).toBeEnabled();
    expect(window.localStorage.getItem(LOGIN_RECORD_KEY)).not.toBeNull();
  });

  it("offers sign-in when nobody is signed in", async () => {
    renderAt("/active-user", Screen);
    expect(await screen.findByText("Nobody is signed in on this browser right now.")).toBeInTheDocument();
  });
});
