import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FINDER_CLIENT_VERSION } from "../finder-release";
import { FinderDownloadSection } from "./finder-download-section";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const section = {
  id: "download",
  heading: "Download the Finder desktop client",
  body: "Finder is a desktop application that works with browsers and devices on your own machine.",
};

/** A tiny in-memory downloads service: what the real API does, without the database. */
function downloadsService(start: { windows: number; mac: number; linux: number }) {
  const byPlatform = { ...start };
  const recorded: unknown[] = [];
  server.use(
    http.get("*/v1/public/client-downloads/count", () =>
      HttpResponse.json({ total: byPlatform.windows + byPlatform.mac + byPlatform.linux, byPlatform }),
    ),
    http.post("*/v1/public/client-downloads", async ({ request }) => {
      const body = (await request.json()) as { platform: keyof typeof byPlatform };
      recorded.push(body);
      byPlatform[body.platform] += 1;
      return HttpResponse.json({ status: "Success", id: "7d1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f" }, { status: 201 });
    }),
  );
  return recorded;
}

/** jsdom cannot follow a link to another host; the test only needs the click. */
function stopNavigation() {
  const onClick = (event: MouseEvent) => event.preventDefault();
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}

describe("FinderDownloadSection", () => {
  it("keeps the #download anchor and offers Windows, macOS and Linux installers from the download host", () => {
    downloadsService({ windows: 0, mac: 0, linux: 0 });
    const { container } = render(<FinderDownloadSection section={section} />);
    expect(container.querySelector("section#download")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeInTheDocument();
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      `https://downloads.ignitest.example/finder/${FINDER_CLIENT_VERSION}/Ignitest-Finder-${FINDER_CLIENT_VERSION}-x64.msi`,
      `https://downloads.ignitest.example/finder/${FINDER_CLIENT_VERSION}/Ignitest-Finder-${FINDER_CLIENT_VERSION}-universal.dmg`,
      `https://downloads.ignitest.example/finder/${FINDER_CLIENT_VERSION}/Ignitest-Finder-${FINDER_CLIENT_VERSION}-x86_64.AppImage`,
      `https://downloads.ignitest.example/finder/${FINDER_CLIENT_VERSION}/ignitest-finder_${FINDER_CLIENT_VERSION}_amd64.deb`,
    ]);
    expect(screen.getByText(/Installers are served from our download host, downloads.ignitest.example/)).toBeVisible();
  });

  it("shows the count, records a click with platform and version, and shows the new count", async () => {
    const user = userEvent.setup();
    const recorded = downloadsService({ windows: 1100, mac: 130, linux: 4 });
    const restore = stopNavigation();
    render(<FinderDownloadSection section={section} />);

    expect(await screen.findByText("1,234 downloads")).toBeInTheDocument();
    const mac = screen.getByRole("article", { name: "macOS" });
    expect(within(mac).getByText("130 downloads")).toBeInTheDocument();

    await user.click(within(mac).getByRole("link", { name: /Download for macOS/ }));

    expect(await screen.findByText("1,235 downloads")).toBeInTheDocument();
    expect(within(mac).getByText("131 downloads")).toBeInTheDocument();
    // Linux's 4 is under the threshold: no figure at all rather than a small one.
    expect(screen.getByTestId("downloads-linux")).not.toHaveTextContent(/\d/);
    expect(recorded).toEqual([{ platform: "mac", version: FINDER_CLIENT_VERSION }]);
    restore();
  });

  it("counts both Linux packages as Linux", async () => {
    const user = userEvent.setup();
    const recorded = downloadsService({ windows: 0, mac: 0, linux: 0 });
    const restore = stopNavigation();
    render(<FinderDownloadSection section={section} />);
    await user.click(screen.getByRole("link", { name: "Download the .deb package" }));
    await waitFor(() => expect(recorded).toEqual([{ platform: "linux", version: FINDER_CLIENT_VERSION }]));
    // A new product's small numbers are not shown: never "0 downloads" or "1 download".
    expect(screen.queryByText(/\b[01] downloads?\b/)).not.toBeInTheDocument();
    restore();
  });

  it("still offers every download when the count service is down, and says nothing alarming", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(http.get("*/v1/public/client-downloads/count", () => new HttpResponse(null, { status: 503 })));
    render(<FinderDownloadSection section={section} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId("downloads-total")).toHaveTextContent("");
    expect(screen.getAllByRole("link", { name: /Download/ })).toHaveLength(4);
  });
});
