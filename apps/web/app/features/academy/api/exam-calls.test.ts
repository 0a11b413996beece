// @vitest-environment jsdom
import { examPaths } from "@ignitest/contracts";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { submitAttempt } from "./exam-calls";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("submitAttempt and Idempotency-Key", () => {
  it("sends the same key when the same answers are sent again after no answer, a new one for other answers", async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`*${examPaths.submissions}`, ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.error();
      }),
    );
    const submission = { attemptId: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", answers: [] };
    await expect(submitAttempt(submission)).rejects.toMatchObject({ status: 0 });
    await expect(submitAttempt(submission)).rejects.toMatchObject({ status: 0 });
    await expect(
      submitAttempt({ ...submission, attemptId: "7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f" }),
    ).rejects.toMatchObject({ status: 0 });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
