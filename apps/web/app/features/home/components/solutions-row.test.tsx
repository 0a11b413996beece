import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { SolutionsRow } from "./solutions-row";

describe("SolutionsRow", () => {
  it("links every enterprise-app solution page in the route table", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: SolutionsRow }]);
    render(<Stub />);
    await screen.findByRole("heading", { level: 2 });
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    const solutionPaths = routeTable.filter((entry) => entry.section === "solutions").map((entry) => entry.path);
    expect(hrefs).toHaveLength(7);
    expect([...hrefs].sort()).toEqual([...solutionPaths].sort());
    expect(screen.getByRole("link", { name: "ServiceNow automation testing" })).toHaveAttribute(
      "href",
      "/solution/service-now-automation-testing",
    );
  });
});
