import { describe, expect, it } from "vitest";
import type { ProjectElement, WebTest } from "../model";
import { decodeShare, encodeShare } from "./share";

const elements: ProjectElement[] = [
  { id: "el-1", name: "Email field", app: "shop", locator: { kind: "label", value: "Email" } },
  { id: "el-2", name: "Unused", app: "shop", locator: { kind: "css", value: "footer" } },
];
const test: WebTest = {
  id: "t1",
  type: "web",
  name: "Sign in",
  app: "shop",
  data: [{ email: "qa@example.com" }],
  steps: [
    { id: "s1", nlpId: "enter-input-into-element", inputs: { element: "el-1", input: "{{email}}" }, disabled: false },
  ],
};

describe("share links", () => {
  it("round-trips a test with the elements it uses, in a URL-safe string", () => {
    const link = encodeShare(test, elements);
    expect(link).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeShare(link)).toEqual({ ok: true, test, elements: [elements[0]] });
  });

  it("returns a typed error for an empty, damaged or foreign link, never throwing", () => {
    const link = encodeShare(test, elements);
    expect(decodeShare("")).toMatchObject({ ok: false, error: "empty" });
    expect(decodeShare(link.slice(0, 20))).toMatchObject({ ok: false, error: "damaged" });
    expect(decodeShare("%%%not-a-link")).toMatchObject({ ok: false, error: "damaged" });
    const foreign = encodeShare({ ...test, name: "" }, elements);
    expect(decodeShare(foreign)).toEqual({
      ok: false,
      error: "invalid",
      message: "The link does not hold a test this playground can open.",
    });
  });
});
