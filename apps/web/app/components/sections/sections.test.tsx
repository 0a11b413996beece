import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { customers } from "~/lib/customers";
import type { PageSection } from "~/page-copy/page-copy";
import { CardsSection } from "./cards-section";
import { LogoWallSection } from "./logo-wall-section";
import { PictureSection } from "./picture-section";
import { QuoteSection } from "./quote-section";
import { StatsSection } from "./stats-section";
import { StepsSection } from "./steps-section";
import { TextSection } from "./text-section";

const section: PageSection = {
  id: "example",
  heading: "An example section",
  body: "The body every layout shows under its heading.",
  bullets: ["First point", "Second point", "Third point", "Fourth point", "Fifth point"],
};

function renderInRouter(Component: React.ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return render(<Stub />);
}

function region() {
  return screen.getByRole("region", { name: "An example section" });
}

describe("section layouts (docs/design-system.md#section-layouts)", () => {
  it("text: the heading and body beside the list, two columns on a wide screen", () => {
    render(<TextSection section={section} />);
    expect(within(region()).getAllByRole("listitem")).toHaveLength(5);
    expect(region().firstElementChild).toHaveClass("lg:grid-cols-2");
  });

  it("cards: each bullet a card, five as 3 + 2 so none is alone on its row", () => {
    render(<CardsSection section={{ ...section, marks: "warning" }} />);
    const list = within(region()).getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(list).toHaveClass("lg:grid-cols-3");
    expect(list).not.toHaveClass("sm:grid-cols-2");
    expect(within(list).getAllByText("Limitation:", { exact: false })).toHaveLength(5);
  });

  it("steps: the bullets numbered in order", () => {
    render(<StepsSection section={{ ...section, bullets: ["Sign up", "Build", "Run"] }} />);
    const steps = within(region()).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["01Sign up", "02Build", "03Run"]);
  });

  it("full-width picture: the text, then the picture under it", () => {
    render(<PictureSection section={section} picture={<img alt="A run of the sample test" src="/x.svg" />} />);
    expect(within(region()).getByRole("img", { name: "A run of the sample test" })).toBeInTheDocument();
  });

  it("stats band: each figure with its label", () => {
    const stats = [
      { value: "700+", label: "predefined NLPs" },
      { value: "20,000,000+", label: "automated tests" },
    ];
    render(<StatsSection section={{ ...section, stats }} label="Example figures" />);
    const band = screen.getByRole("region", { name: "Example figures" });
    expect(within(band).getByText("700+").tagName).toBe("DD");
    expect(within(band).getByText("predefined NLPs").tagName).toBe("DT");
  });

  it("quote with portrait: the customer's words, person, role and a link to the case study", async () => {
    const customer = customers[0];
    if (!customer) throw new Error("content/customers.ts has no customer");
    renderInRouter(() => (
      <QuoteSection
        section={section}
        customer={customer}
        caseStudyLabel="Read the case study →"
        portrait={<img alt={`Portrait of ${customer.quote.person}`} src="/p.svg" />}
      />
    ));
    const figure = await screen.findByRole("figure");
    expect(figure).toHaveTextContent(customer.quote.text);
    expect(figure).toHaveTextContent(`${customer.quote.role}, ${customer.name}`);
    expect(within(figure).getByRole("img", { name: `Portrait of ${customer.quote.person}` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read the case study →" })).toHaveAttribute("href", customer.caseStudy);
  });

  it("logo wall: every customer's logo links to its case study", async () => {
    renderInRouter(() => <LogoWallSection section={section} customers={customers} />);
    const links = within(await screen.findByRole("list")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(customers.map((customer) => customer.caseStudy));
  });
});
