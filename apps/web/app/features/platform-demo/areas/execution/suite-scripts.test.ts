import { describe, expect, it } from "vitest";
import { sampleProject, type WebTest } from "~/features/playground";
import { byLabel, scriptLabels, suiteScriptIds } from "./suite-scripts";

const tests = sampleProject().tests.filter((test): test is WebTest => test.type === "web");
const ids = (picked: readonly WebTest[]) => picked.map((test) => test.id);

describe("Add Scripts by label", () => {
  it("offers the labels the playground's scripts carry", () => {
    expect(scriptLabels(tests)).toEqual(expect.arrayContaining(["account", "checkout", "search", "smoke"]));
  });

  it("selects the scripts with Any label or with All labels", () => {
    expect(ids(byLabel(tests, { labels: ["smoke"], labelMatch: "Any label" }))).toEqual([
      "test-sign-in",
      "test-search",
    ]);
    expect(ids(byLabel(tests, { labels: ["account", "checkout"], labelMatch: "Any label" }))).toEqual([
      "test-sign-in",
      "test-cart-total",
    ]);
    expect(ids(byLabel(tests, { labels: ["smoke", "search"], labelMatch: "All labels" }))).toEqual(["test-search"]);
    expect(byLabel(tests, { labels: [], labelMatch: "Any label" })).toEqual([]);
  });

  it("runs the individual scripts first, then the labelled ones not already in, read when it runs", () => {
    const suite = {
      scriptIds: ["test-cart-total", "test-search"],
      labels: ["smoke"],
      labelMatch: "Any label" as const,
    };
    expect(suiteScriptIds(suite, tests)).toEqual(["test-cart-total", "test-search", "test-sign-in"]);
    // Tagging a script later adds it without editing the suite.
    const tagged = tests.map((test) =>
      test.id === "test-cart-total" || !test.automation
        ? test
        : { ...test, automation: { ...test.automation, labels: [...test.automation.labels] } },
    );
    const cart = tagged.find((test) => test.id === "test-cart-total");
    if (!cart?.automation) throw new Error("The sample's cart test has labels");
    cart.automation = { ...cart.automation, labels: [...cart.automation.labels, "smoke"] };
    expect(suiteScriptIds({ ...suite, scriptIds: [] }, tagged)).toEqual([
      "test-sign-in",
      "test-search",
      "test-cart-total",
    ]);
  });
});
