import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WEB_BANNER_CLOSED_KEY, WebBanner } from "./web-banner";

const banner = (
  <MemoryRouter>
    <WebBanner />
  </MemoryRouter>
);

describe("WebBanner", () => {
  it("is part of the prerendered HTML", () => {
    window.sessionStorage.setItem(WEB_BANNER_CLOSED_KEY, "true");
    expect(renderToString(banner)).toContain("Ignitest 2.2 is out");
  });

  it("announces the release and links to its notes", () => {
    render(banner);
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(region).toHaveTextContent("Ignitest 2.2 is out: AI-assisted automation and Safari.");
    expect(screen.getByRole("link", { name: /Ignitest 2\.2 is out/ })).toHaveAttribute(
      "href",
      "/release-notes/latest-version",
    );
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
