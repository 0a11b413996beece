import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AddStep } from "./add-step";

const item = (id: string, name: string) => ({
  kind: "nlp",
  _id: id,
  nlpName: name,
  shortDescription: `${name}, as the catalogue describes it.`,
  rating: 4,
  ratingCount: 10,
  assetsTags: ["Web"],
});

const searches: unknown[] = [];
const server = setupServer(
  http.post("*/v1/public/nlp-details/search", async ({ request }) => {
    searches.push(await request.json());
    return HttpResponse.json({
      responseCode: 200,
      message: "SUCCESS",
      responseObject: [
        item("click-on-element", "Click on element"),
        item("double-click-on-element", "Double click on element"),
        item("click-on-element-with-text", "Click on element with text"),
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AddStep", () => {
  it("searches the NLP catalogue, offers only the NLPs the playground runs with their inputs, and adds one with Enter", async () => {
    const onAdd = vi.fn();
    render(<AddStep onAdd={onAdd} />);
    const combobox = screen.getByRole("combobox", { name: "Add step" });
    await userEvent.type(combobox, "click");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Click on elementInputs: element",
      "Click on element with textInputs: text",
    ]);
    expect(searches.at(-1)).toEqual({ key: "click" });
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onAdd).toHaveBeenCalledWith("click-on-element-with-text");
    expect(combobox).toHaveValue("");
  });

  it("says when the catalogue cannot be searched", async () => {
    server.use(http.post("*/v1/public/nlp-details/search", () => new HttpResponse(null, { status: 503 })));
    render(<AddStep onAdd={vi.fn()} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Add step" }), "verify");
    expect(await screen.findByText(/could not be searched \(.*503\)/)).toBeInTheDocument();
  });
});
