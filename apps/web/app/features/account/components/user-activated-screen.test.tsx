import { accountsPaths } from "@ignitest/contracts";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, copyOf, renderAt, setUpAccountsServer } from "../test/test-support";
import { UserActivatedScreen } from "./user-activated-screen";

const server = setUpAccountsServer();
const page = copyOf("/user-activated");
const Screen = () => <UserActivatedScreen page={page} />;

const valid = () =>
  HttpResponse.json({
    status: "Valid",
    purpose: "ACTIVATION",
    email: "jane@acme.example",
    expiresAt: "2030-01-01T00:00:00.000Z",
  });

describe("/user-activated (the activation link)", () => {
  it("validates, activates once, and replaces itself with /activation-success", async () => {
    const calls: string[] = [];
    server.use(
      http.post(`*${accountsPaths.validateUserToken}`, async ({ request }) => {
        calls.push(`validate ${JSON.stringify(await request.json())}`);
        return valid();
      }),
      http.post(`*${accountsPaths.activate}`, async ({ request }) => {
        calls.push(`activate ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ status: "Success", email: "jane@acme.example" });
      }),
    );
    renderAt("/user-activated", Screen, { url: "/user-activated?token=tok-1" });
    expect(screen.getByRole("status")).toHaveTextContent("Activating your account…");
    expect(await screen.findByTestId("destination")).toHaveTextContent("/activation-success");
    expect(calls).toEqual(['validate {"token":"tok-1","purpose":"ACTIVATION"}', 'activate {"token":"tok-1"}']);
  });

  it.each([
    ["LINK_EXPIRED", 410, "/activation-link-expired"],
    ["LINK_INVALID", 400, "/activation-link-expired"],
    ["LINK_USED", 410, "/user-already-activated"],
  ])("routes %s to its page", async (code, status, destination) => {
    server.use(http.post(`*${accountsPaths.validateUserToken}`, () => apiError(status, code, "Not usable.")));
    renderAt("/user-activated", Screen, { url: "/user-activated?token=tok-1" });
    expect(await screen.findByTestId("destination")).toHaveTextContent(destination);
  });

  it("offers a new link when opened without one", async () => {
    renderAt("/user-activated", Screen);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Open the link from your activation e-mail",
    );
    expect(screen.getByLabelText("Your e-mail address")).toBeInTheDocument();
  });

  it("says so and offers a retry when the service cannot be reached", async () => {
    server.use(http.post(`*${accountsPaths.validateUserToken}`, () => HttpResponse.error()));
    renderAt("/user-activated", Screen, { url: "/user-activated?token=tok-1" });
    expect(await screen.findByRole("alert")).toHaveTextContent("could not reach the server");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
