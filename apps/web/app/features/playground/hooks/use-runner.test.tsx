import { act, renderHook, waitFor } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiTest, Run } from "../model";
import { emptyProject } from "../state/sample-project";
import { startUrl, useRunner } from "./use-runner";

const server = setupServer(
  http.get("*/v1/public/slow", async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
  http.get("*/v1/public/ok", () => HttpResponse.json({ message: "SUCCESS" })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const apiTest = (path: string): ApiTest => ({
  id: "api",
  type: "api",
  name: "API",
  requests: [{ id: "r1", method: "GET", path, body: "", checks: [{ kind: "status", equals: 200 }] }],
});

function runner(onFinished: (run: Run) => void) {
  return renderHook(() =>
    useRunner({ frameRef: { current: null }, project: emptyProject(), viewport: "desktop", bug: false, onFinished }),
  );
}

describe("useRunner", () => {
  it("starts a web run from a clean sample app with the bug switch's value", () => {
    expect(startUrl("shop", true)).toBe("/playground/apps/shop?reset=1&bug=1");
    expect(startUrl("orders", false)).toBe("/playground/apps/orders?reset=1&bug=0");
  });

  it("runs an API test and reports each request as it ends", async () => {
    const onFinished = vi.fn();
    const { result } = runner(onFinished);
    await act(() => result.current.run(apiTest("/v1/public/ok")));
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: "passed" }));
    expect(result.current.live.map((step) => step.status)).toEqual(["passed"]);
    expect(result.current.running).toBe(false);
  });

  it("stops a run: the request in flight is aborted and the run is recorded as stopped", async () => {
    const onFinished = vi.fn();
    const { result } = runner(onFinished);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(apiTest("/v1/public/slow"));
    });
    await waitFor(() => expect(result.current.running).toBe(true));
    act(() => result.current.stop());
    await act(() => done);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: "stopped" }));
    expect(result.current.live[0]).toMatchObject({ status: "skipped", reason: "The run was stopped." });
  });
});
