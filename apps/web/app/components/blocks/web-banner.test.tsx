import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { readLatestRelease } from "../../../plugins/latest-release";
import { WEB_BANNER_CLOSED_KEY, WebBanner } from "./web-banner";

// The newest note of content/release-notes (plugins/latest-release.test.ts checks it is the release-notes
// feature's newest), read here from the files, not written down: issue 30, item 4, one timeline.
const newest = readLatestRelease();

const banner = (
  <MemoryRouter>
    <WebBanner />
  </MemoryRouter>
);

describe("WebBanner", () => {
  it("is part of the prerendered HTML", () => {
    window.sessionStorage.setItem(WEB_BANNER_CLOSED_KEY, "true");
    expect(renderToString(banner)).toContain(`Ignitest ${newest.version} is out`);
  });

  it("announces the newest release note and links to its notes", () => {
    render(banner);
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(region).toHaveTextContent(`Ignitest ${newest.version} is out: ${newest.headline}.`);
    expect(
      screen.getByRole("link", { name: new RegExp(`Ignitest ${newest.version.replace(".", "\\.")} is out`) }),
    ).toHaveAttribute("href", "/release-notes/latest-version");
  });

  it("is hidden when the session flag is set", () => {
    window.sessionStorage.setItem(WEB_BANNER_CLOSED_KEY, "true");
    render(banner);
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
  });

  it("hides on close and sets the flag", () => {
    render(banner);
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(WEB_BANNER_CLOSED_KEY)).not.toBeNull();
  });
});
