import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CaseStudyCard } from "./case-study-card";

const study = {
  path: "/case-studies/ecommerce",
  industry: "Ecommerce",
  title: "Checkout tested every night",
  lead: "How a retailer automated its storefront.",
  result: "Regression down from five days to one",
};

function OneCard() {
  return (
    <ul>
      <CaseStudyCard study={study} />
    </ul>
  );
}

describe("CaseStudyCard", () => {
  it("names the person quoted in the study, with their portrait and role", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: OneCard }]);
    render(<Stub />);
    expect(await screen.findByRole("img", { name: "Illustrated portrait of Maya Okafor" })).toBeInTheDocument();
    expect(screen.getByText("Maya Okafor")).toBeInTheDocument();
    expect(screen.getByText("Head of Quality Engineering")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: study.title })).toHaveAttribute("href", study.path);
  });
});
