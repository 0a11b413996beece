import type { NlpDetail } from "@ignitest/contracts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NlpDetailBody } from "./nlp-detail-body";

const nlp: NlpDetail = {
  nlpId: "verify-text-of-element-is",
  title: "Verify text of element is",
  shortDescription: "Checks that an element's text is exactly the expected text.",
  inputs: [{ name: "element", type: "Element", description: "The element to read.", required: true }],
  outputs: [],
  scenarios: [],
  faqs: [],
  platforms: ["Web"],
  assetsTags: ["Web"],
  tags: ["verify"],
  rating: 4,
  ratingCount: 3,
  sinceVersion: "1.0",
  category: { id: "verifications", title: "Verifications" },
};

describe("NlpDetailBody", () => {
  it('links "Try this NLP" to the playground with the NLP ready to fill in (docs/playground.md#state)', () => {
    render(
      <MemoryRouter>
        <NlpDetailBody nlp={nlp} related={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Try this NLP" })).toHaveAttribute(
      "href",
      "/playground?nlp=verify-text-of-element-is",
    );
  });
});
