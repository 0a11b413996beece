import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LOGIN_RECORD_KEY } from "~/features/account";
import { Header } from "./header";

const Stub = createRoutesStub([{ path: "/", Component: Header }]);

describe("Header on the server", () => {
  it("prerenders the signed-out orange header and hydrates into the signed-in one without a mismatch", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ name: "Sam", userName: "sam@example.com" }));
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toContain("bg-brand-700");
    expect(html).toContain("Sign In");
    expect(html).not.toContain("account menu");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Stub initialEntries={["/"]} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );

    expect(recoverable).toEqual([]);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("button", { name: /account menu/ })).toHaveTextContent("S");
    act(() => root.unmount());
    container.remove();
  });
});
