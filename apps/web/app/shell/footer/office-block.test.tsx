import { act, render, screen, waitFor } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OfficeBlock, regionFor } from "./office-block";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerCountry(country: string) {
  server.use(http.get("*/v1/public/country", () => HttpResponse.json({ country })));
}

/** The office headings a visitor can perceive (hidden variants are aria-hidden and inert). */
function visibleOffices() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

/** Renders, then lets the lookup answer and React apply it inside act(). */
async function renderAndSettle() {
  const answered = new Promise<void>((resolve) => server.events.on("response:mocked", () => resolve()));
  const result = render(<OfficeBlock />);
  await act(async () => {
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  server.events.removeAllListeners();
  return result;
}

describe("regionFor", () => {
  it("maps IN and GB to their offices and everything else to North America", () => {
    expect(regionFor("IN")).toBe("india");
    expect(regionFor("GB")).toBe("united-kingdom");
    expect(regionFor("US")).toBe("north-america");
    expect(regionFor("DE")).toBe("north-america");
    expect(regionFor(null)).toBe("north-america");
  });
});

describe("OfficeBlock", () => {
  it("shows Canada and the United States before the lookup answers", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get("*/v1/public/country", async () => {
        await answered;
        return HttpResponse.json({ country: "IN" });
      }),
    );
    render(<OfficeBlock />);
    expect(visibleOffices()).toEqual(["Canada", "United States"]);
    answer();
    await waitFor(() => expect(visibleOffices()).toEqual(["India"]), { timeout: 5000 });
  });

  it("shows the India office for IN", async () => {
    answerCountry("IN");
    render(<OfficeBlock />);
    await waitFor(() => expect(visibleOffices()).toEqual(["India"]));
    expect(screen.getByRole("link", { name: "india@ignitest.example" })).toHaveAttribute(
      "href",
      "mailto:india@ignitest.example",
    );
  });

  it("shows the United Kingdom office for GB", async () => {
    answerCountry("GB");
    render(<OfficeBlock />);
    await waitFor(() => expect(visibleOffices()).toEqual(["United Kingdom"]));
    expect(screen.getByText("London EC2A 3JL")).toBeInTheDocument();
  });

  it("keeps Canada and the United States for US", async () => {
    answerCountry("US");
    await renderAndSettle();
    expect(visibleOffices()).toEqual(["Canada", "United States"]);
  });

  it("keeps the default and logs to the console when the lookup fails", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.get("*/v1/public/country", async () => {
        await delay(10);
        return new HttpResponse(null, { status: 500 });
      }),
    );
    render(<OfficeBlock />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Country lookup failed:", expect.any(Error)));
    expect(visibleOffices()).toEqual(["Canada", "United States"]);
  });

  it("keeps every variant in the layout so switching does not change the height", async () => {
    answerCountry("US");
    const { container } = await renderAndSettle();
    const variants = container.querySelectorAll("[data-region]");
    expect(variants).toHaveLength(3);
    for (const variant of variants) expect(variant).toHaveClass("col-start-1", "row-start-1");
  });
});
