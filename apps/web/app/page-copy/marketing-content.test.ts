import { describe, expect, it } from "vitest";
import { allPages } from "./pages.server";

/** The marketing content issue's counts: what docs/product/pages-and-routes.md lists must exist, with substance. */
describe("marketing content", () => {
  const paths = [...allPages().keys()];
  const under = (prefix: string) => paths.filter((path) => path.startsWith(prefix));
  const words = (path: string) => {
    const page = allPages().get(path);
    const text = [page?.lead, ...(page?.sections ?? []).flatMap((s) => [s.body, ...(s.bullets ?? [])])].join(" ");
    return text.split(/\s+/).filter(Boolean).length;
  };

  it("has the seven case studies, each with challenge, solution and results", () => {
    const studies = under("/case-studies/");
    expect(studies).toHaveLength(7);
    for (const path of studies) {
      const ids = allPages()
        .get(path)
        ?.sections.map((section) => section.id);
      expect(ids, path).toEqual(expect.arrayContaining(["challenge", "solution", "results"]));
    }
  });

  it("has the seven solution pages of the product's routes", () => {
    const names = under("/solution/").map((path) => path.replace(/^\/solution\/|-automation-testing$/g, ""));
    expect(names.sort()).toEqual(["msdynamics", "oracle", "peoplesoft", "salesforce", "sap", "service-now", "workday"]);
  });

  it("has the eight platform feature pages", () => {
    const features = paths.filter((path) => /^\/[a-z]+-platform\/[a-z-]+$/.test(path));
    expect(features).toHaveLength(8);
  });

  it("gives every product, feature and solution page real substance (≥150 words)", () => {
    const productPages = paths.filter((path) =>
      /^\/(solution\/|[a-z]+-(platform|finder|cloud|crowd|assets)(\/|$))/.test(path),
    );
    expect(productPages.length).toBeGreaterThan(20);
    for (const path of productPages) expect(words(path), path).toBeGreaterThanOrEqual(150);
  });
});
