import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, cards, ok, paged } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { AssetSection } from "./asset-section";

const server = setupMswServer();

function renderSection() {
  renderWithRouter(
    <AssetSection
      typeName="Nlps"
      typeId="nlps"
      types={assetTypes}
      heading="Predefined NLPs"
      description="Steps in plain English."
    />,
  );
}

const selectedTabs = () => screen.getAllByRole("tab").filter((tab) => tab.getAttribute("aria-selected") === "true");

describe("AssetSection", () => {
  it("has the five filter tabs with exactly one active, All items by default", async () => {
    server.use(http.get("*/v1/public/categories/type", () => HttpResponse.json(ok(paged(cards(3))))));
    renderSection();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["All items", "Web", "Web & Mobile", "Android", "iOS"]);
    expect(selectedTabs().map((tab) => tab.textContent)).toEqual(["All items"]);
    expect(await screen.findAllByRole("article")).toHaveLength(3);
  });

  it("reloads the list when another tab is chosen, keeping exactly one active, and points View All at it", async () => {
    const user = userEvent.setup();
    const filterCalls: string[] = [];
    server.use(
      http.get("*/v1/public/categories/type", () => HttpResponse.json(ok(paged(cards(10))))),
      http.get("*/v1/public/categories/filter", async ({ request }) => {
        await delay(150);
        filterCalls.push(new URL(request.url).searchParams.get("assetsTag") ?? "");
        return HttpResponse.json(
          ok(paged(cards(9, { title: "Android card" }).map((c, i) => ({ ...c, id: `a-${i}` })))),
        );
      }),
    );
    renderSection();
    expect(await screen.findByRole("link", { name: "View All NLPs" })).toHaveAttribute("href", "/nlp's?key=all");

    await user.click(screen.getByRole("tab", { name: "Android" }));
    expect(selectedTabs().map((tab) => tab.textContent)).toEqual(["Android"]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading NLPs");
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Android card" })).toHaveLength(7));
    expect(filterCalls).toEqual(["Android"]);
    expect(screen.getByRole("link", { name: "View All NLPs" })).toHaveAttribute("href", "/nlp's?key=android");

    await user.click(screen.getByRole("tab", { name: "Web & Mobile" }));
    expect(selectedTabs().map((tab) => tab.textContent)).toEqual(["Web & Mobile"]);
    await waitFor(() => expect(filterCalls).toEqual(["Android", "Web_And_Mobile"]));
    expect(await screen.findByRole("link", { name: "View All NLPs" })).toHaveAttribute(
      "href",
      "/nlp's?key=webandmobile",
    );
  });

  it("shows No Relvent Data Found and no message when the list fails", async () => {
    server.use(
      http.get("*/v1/public/categories/type", () => HttpResponse.json({ ...ok(paged(cards(3))), message: "ERROR" })),
    );
    renderSection();
    const panel = await screen.findByRole("tabpanel");
    expect(await within(panel).findByText("No Relvent Data Found")).toBeInTheDocument();
    expect(within(panel).queryByRole("article")).toBeNull();
    expect(within(panel).queryByText(/error|failed/i)).toBeNull();
  });
});
