import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageCopy } from "~/page-copy/page-copy";
import { ThankYouScreen } from "./thank-you-screen";

const page: PageCopy = {
  path: "/thank-you-for-contact-us",
  title: "Thank You for Contacting Us | Ignitest",
  description:
    "Thank you for contacting Ignitest. We have received your message and will reply within one business day.",
  eyebrow: "Message Received",
  h1: "Thank you for contacting us",
  lead: "We have received your message and a member of our team will reply within one business day.",
  sections: [],
};

function ContactThankYou() {
  return <ThankYouScreen page={page} />;
}

const Stub = createRoutesStub([{ path: "/thank-you-for-contact-us", Component: ContactThankYou }]);

function renderAt(state?: unknown) {
  return render(<Stub initialEntries={[{ pathname: "/thank-you-for-contact-us", state }]} />);
}

describe("ThankYouScreen", () => {
  it("confirms the stored submission with its short reference and the address the confirmation went to", () => {
    renderAt({ reference: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", email: "grace@navy.example" });
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for contacting us" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Received and saved. Your reference is 6F1C2D3E.");
    expect(screen.getByRole("status")).toHaveTextContent("A confirmation is on its way to grace@navy.example");
    expect(screen.getByRole("status")).toHaveTextContent(
      "grace@navy.example; quote the reference if you write to us about it.",
    );
  });

  it("shows only the copy when opened directly", () => {
    renderAt();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("navigation", { name: "Where to go next" })).toBeInTheDocument();
  });
});
