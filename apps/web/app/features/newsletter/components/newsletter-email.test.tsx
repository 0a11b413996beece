import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterEmail } from "./newsletter-email";

describe("NewsletterEmail", () => {
  it("renders the e-mail column with one h1, its sections and the subscription footer", async () => {
    const sections = [
      {
        id: "learn",
        heading: "Learn and connect",
        body: "Courses and webinars for your team.",
        links: [{ text: "Register for the next live webinar", to: "/webinars" }],
      },
    ];
    render(
      <MemoryRouter>
        <NewsletterEmail title="What's new" lead="The product newsletter." sections={sections} />
      </MemoryRouter>,
    );
    const email = await screen.findByRole("article", { name: "What's new" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Learn and connect" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Register for the next live webinar/ })).toHaveAttribute(
      "href",
      "/webinars",
    );
    expect(email).toHaveTextContent("You received this because you subscribed to product updates.");
    expect(screen.getByRole("link", { name: "Manage preferences" })).toHaveAttribute("href", "/contactus");
  });
});
