import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { promptPathList, promptsBelongOn } from "./eligibility";

describe("promptsBelongOn", () => {
  it("holds for the selling pages, with or without a trailing slash", () => {
    for (const path of [
      "/",
      "/webinars",
      "/ignitest-platform/",
      "/ignitest-platform-pricing",
      "/ignitest-finder",
      "/ignitest-cloud",
      "/solution/sap-automation-testing",
      "/elements-list",
    ]) {
      expect(promptsBelongOn(path), path).toBe(true);
    }
  });

  it("never holds on docs, academy, learning, account, form, thank-you or not-found pages", () => {
    for (const path of [
      "/documentation",
      "/docs/getting-started/installation",
      "/ignitest-academy",
      "/ignitest-academy/get-certified",
      "/ignitest-academy/self-learning-video/3/intro",
      "/video-tutorial",
      "/release-notes/latest-version",
      "/blogs",
      "/blogs/some-article",
      "/signup",
      "/signin",
      "/forgot-password",
      "/thank-you",
      "/thank-you-for-scheduling-demo",
      "/schedule-demo",
      "/contactus",
      "/concurrent-execution-calculator",
      "/ignitest-products",
      "/playground",
      "/playground/platform",
      "/playground/platform/analytics",
      "/no-such-page",
      "/schedule-demos",
    ]) {
      expect(promptsBelongOn(path), path).toBe(false);
    }
  });

  it("is decided by the route table's sections: no resources or account page is on the list", () => {
    const list = new Set(promptPathList());
    for (const entry of routeTable) {
      if (entry.section === "resources" || entry.section === "account")
        expect(list.has(entry.path), entry.path).toBe(false);
    }
    expect(list.size).toBeGreaterThan(20);
  });
});
