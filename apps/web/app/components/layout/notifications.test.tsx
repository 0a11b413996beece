import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Notifications, notify } from "./notifications";

describe("the notification container", () => {
  it("is an empty live region until something is shown, then shows it", async () => {
    render(<Notifications />);
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    await act(() => notify("Your message was sent."));

    expect(await screen.findByText("Your message was sent.")).toBeInTheDocument();
  });
});
