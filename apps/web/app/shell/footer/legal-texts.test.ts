import { describe, expect, it } from "vitest";
import { legalDocuments, toLegalText } from "./legal-texts";

describe("toLegalText", () => {
  it("reads title and date from the front matter", () => {
    expect(
      toLegalText(
        { attributes: { title: "Terms of Use", lastUpdated: "2024-08-06" }, html: "<p>x</p>" },
        "Terms of use",
      ),
    ).toEqual({ title: "Terms of Use", lastUpdated: "2024-08-06", html: "<p>x</p>" });
  });

  it("falls back to the tab label and no date when the front matter lacks them", () => {
    expect(toLegalText({ attributes: { lastUpdated: "last summer" }, html: "" }, "EULA")).toEqual({
      title: "EULA",
      lastUpdated: null,
      html: "",
    });
  });
});

describe("legalDocuments", () => {
  it("lists the three footer tabs in order", () => {
    expect(legalDocuments.map((doc) => doc.label)).toEqual(["Terms of use", "Privacy policy", "EULA"]);
  });
});
