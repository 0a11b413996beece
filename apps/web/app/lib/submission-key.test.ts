import { describe, expect, it } from "vitest";
import { formIdentity, submissionAttempt } from "./submission-key";

describe("submissionAttempt", () => {
  it("reuses the key while the same request gets no final answer, and makes a new one after", () => {
    const first = submissionAttempt("/v1/public/demo-requests", '{"name":"Ada"}');
    first.settle(0);
    const retry = submissionAttempt("/v1/public/demo-requests", '{"name":"Ada"}');
    expect(retry.key).toBe(first.key);
    retry.settle(503);
    const again = submissionAttempt("/v1/public/demo-requests", '{"name":"Ada"}');
    expect(again.key).toBe(first.key);
    again.settle(201);
    expect(submissionAttempt("/v1/public/demo-requests", '{"name":"Ada"}').key).not.toBe(first.key);
  });

  it("gives other data or another call its own key, and ends an attempt on a 4xx", () => {
    const a = submissionAttempt("/v1/public/contact-messages", '{"name":"Ada"}');
    const b = submissionAttempt("/v1/public/contact-messages", '{"name":"Grace"}');
    const c = submissionAttempt("/v1/public/demo-requests", '{"name":"Grace"}');
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
    a.settle(400);
    expect(submissionAttempt("/v1/public/contact-messages", '{"name":"Ada"}').key).not.toBe(a.key);
    expect(a.key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });

  it("names a form's fields in order", () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    form.set("name", "Ada");
    expect(formIdentity(form)).toBe('[["email","ada@example.com"],["name","Ada"]]');
  });
});
