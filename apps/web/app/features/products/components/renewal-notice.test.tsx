import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RenewalNotice } from "./renewal-notice";

const record = { access_token: "t", userStatus: "ACTIVE", licenseStatus: "ACTIVE", billingCycle: "Monthly" };

describe("RenewalNotice", () => {
  it.each([
    [7, "Your license expires in 7 days."],
    [1, "Your license expires in 1 day."],
    [0, "Your license expires today."],
  ])("with %i days left says %s and how to renew", (days, sentence) => {
    render(<RenewalNotice record={{ ...record, expires_in: days }} />);
    expect(screen.getByRole("status")).toHaveTextContent(sentence);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Renew it from the license page in the Platform (Monthly billing) so your team keeps running tests without interruption.",
    );
  });

  it("says nothing while the license is far from expiry", () => {
    const { container } = render(<RenewalNotice record={{ ...record, expires_in: 8 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
