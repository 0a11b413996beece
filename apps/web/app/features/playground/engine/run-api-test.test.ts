import { describe, expect, it, vi } from "vitest";
import type { ApiTest } from "../model";
import { readJsonPath, runApiTest } from "./run-api-test";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const test = (requests: ApiTest["requests"]): ApiTest => ({ id: "api", type: "api", name: "Catalogue", requests });

describe("runApiTest", () => {
  it("sends each request to the public API and checks status, a JSON field and time", async () => {
    const fetch = vi.fn(async () => json({ content: [{ name: "Excel data" }], totalElements: 31 }));
    const run = await runApiTest(
      test([
        {
          id: "r1",
          method: "GET",
          path: "/v1/public/categories/type?typeId=nlps&page=0&size=10",
          body: "",
          checks: [
            { kind: "status", equals: 200 },
            { kind: "jsonField", path: "content.0.name", equals: "Excel data" },
            { kind: "jsonField", path: "totalElements", equals: "31" },
            { kind: "timeUnder", ms: 5000 },
          ],
        },
        {
          id: "r2",
          method: "POST",
          path: "/v1/public/nlp-details/search",
          body: '{"key":"click"}',
          checks: [{ kind: "status", equals: 200 }],
        },
      ]),
      { fetch },
    );
    expect(run.status).toBe("passed");
    expect(run.steps.map((s) => `${s.title}: ${s.status}`)).toEqual([
      "GET /v1/public/categories/type?typeId=nlps&page=0&size=10: passed",
      "POST /v1/public/nlp-details/search: passed",
    ]);
    expect(fetch).toHaveBeenLastCalledWith("/v1/public/nlp-details/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"key":"click"}',
      signal: undefined,
    });
  });

  it("fails with expected against actual, and skips the requests after a failure", async () => {
    const fetch = vi.fn(async () => json({ content: [{ name: "Navigation" }] }, 404));
    const run = await runApiTest(
      test([
        {
          id: "r1",
          method: "GET",
          path: "/v1/public/categories/nope",
          body: "",
          checks: [
            { kind: "status", equals: 200 },
            { kind: "jsonField", path: "content.0.name", equals: "Excel data" },
          ],
        },
        { id: "r2", method: "GET", path: "/v1/public/web-site", body: "", checks: [] },
      ]),
      { fetch },
    );
    expect(run.status).toBe("failed");
    expect(run.steps[0]).toMatchObject({
      status: "failed",
      reason: "The status is 404, not 200. The field content.0.name is not as expected.",
      expected: "200",
      actual: "404",
    });
    expect(run.steps[1]).toMatchObject({ status: "skipped", reason: "An earlier step failed." });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("never sends a path that leaves /v1/public/", async () => {
    const fetch = vi.fn(async () => json({}));
    const run = await runApiTest(
      test([{ id: "r1", method: "GET", path: "/v1/public/../../v1/accounts", body: "", checks: [] }]),
      { fetch },
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(run.steps[0]?.reason).toBe("path: write a path of the public assets API, under /v1/public/");
  });

  it("reports a network error and a body that is not JSON", async () => {
    const down = await runApiTest(
      test([{ id: "r1", method: "GET", path: "/v1/public/web-site", body: "", checks: [] }]),
      {
        fetch: async () => {
          throw new TypeError("Failed to fetch");
        },
      },
    );
    expect(down.steps[0]?.reason).toBe("The request failed: Failed to fetch");
    const html = await runApiTest(
      test([
        {
          id: "r1",
          method: "GET",
          path: "/v1/public/web-site",
          body: "",
          checks: [{ kind: "jsonField", path: "name", equals: "x" }],
        },
      ]),
      { fetch: async () => new Response("<html>") },
    );
    expect(html.steps[0]?.reason).toBe("The response is not JSON.");
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const run = await runApiTest(
      test([{ id: "r1", method: "GET", path: "/v1/public/web-site", body: "", checks: [] }]),
      {
        fetch: async () => json({}),
        signal: controller.signal,
      },
    );
    expect(run.status).toBe("stopped");
  });
});

describe("readJsonPath", () => {
  it("walks objects and array indexes", () => {
    expect(readJsonPath({ a: [{ b: 1 }] }, "a.0.b")).toBe(1);
    expect(readJsonPath({ a: [] }, "a.0.b")).toBeUndefined();
  });
});
