import { afterEach, describe, expect, it, vi } from "vitest";
import { bodyFragmentPath, loadWithBody } from "./body-fragment";

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("loadWithBody", () => {
  it("adds the body fragment, fetched from beside the page, to the prerendered data", async () => {
    const fetch = answer({ html: "<p>Body</p>" });
    vi.stubGlobal("fetch", fetch);
    await expect(
      loadWithBody(async () => ({ title: "Defect metrics" }), "/docs/analytics/defect-metrics"),
    ).resolves.toEqual({ title: "Defect metrics", body: "<p>Body</p>" });
    expect(fetch).toHaveBeenCalledWith("/docs/analytics/defect-metrics/body.json");
    expect(bodyFragmentPath("/blogs/a")).toBe("/blogs/a/body.json");
  });

  it("gives the not-found answer for a page that was not prerendered, whatever its fragment did", async () => {
    vi.stubGlobal("fetch", answer("Not found", 404));
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const thrown = await loadWithBody(() => Promise.reject(new TypeError("no data")), "/docs/x/y").catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("fails when the fragment is missing or has no HTML", async () => {
    vi.stubGlobal("fetch", answer({ markdown: "# no" }));
    await expect(loadWithBody(async () => ({}), "/docs/a/b")).rejects.toThrow("/docs/a/b/body.json has no html");
    vi.stubGlobal("fetch", answer("gone", 500));
    await expect(loadWithBody(async () => ({}), "/docs/a/b")).rejects.toThrow("/docs/a/b/body.json answered 500");
  });
});
