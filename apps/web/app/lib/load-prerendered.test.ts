import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadPrerendered } from "./load-prerendered";

describe("loadPrerendered", () => {
  it("passes prerendered data through", async () => {
    await expect(loadPrerendered(async () => ({ slug: "a" }))).resolves.toEqual({ slug: "a" });
  });

  it("turns missing prerendered data into a 404, which the root error boundary shows as not found", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const thrown = await loadPrerendered(() => Promise.reject(new TypeError("Unable to decode turbo-stream"))).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("rethrows an error response the loader already produced", async () => {
    const gone = { status: 410, statusText: "Gone", internal: false, data: "gone" };
    expect(isRouteErrorResponse(gone)).toBe(true);
    await expect(loadPrerendered(() => Promise.reject(gone))).rejects.toBe(gone);
  });
});
