import { describe, expect, it } from "vitest";
import { caseStudySummaries } from "./case-study-summaries.server";

describe("caseStudySummaries", () => {
  it("lists every case study with its industry from content/pages/case-studies.ts and its first result", () => {
    const studies = caseStudySummaries();
    expect(studies).toHaveLength(7);
    expect(studies.find((study) => study.path === "/case-studies/streamwave-media")?.industry).toBe("Streaming media");
    expect(studies.find((study) => study.path === "/case-studies/media-and-entertainment")?.industry).toBe(
      "Media and entertainment",
    );
    for (const study of studies) expect(study.result, study.path).not.toBe("");
  });
});
