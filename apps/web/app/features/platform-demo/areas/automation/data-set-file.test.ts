// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${data.Column} is the docs' placeholder syntax
import { describe, expect, it } from "vitest";
import { tableFromSheet } from "./data-set-file";

describe("a data set from a spreadsheet", () => {
  it("takes line 1 as the columns and the other lines as rows, blank lines left out", () => {
    expect(
      tableFromSheet([
        ["term", "count"],
        ["Keystone", 2],
        [null, ""],
        ["Vista", 2],
      ]),
    ).toEqual({
      ok: true,
      columns: ["term", "count"],
      rows: [
        { term: "Keystone", count: "2" },
        { term: "Vista", count: "2" },
      ],
    });
  });

  it("refuses a column name a step cannot write as ${data.Column}, by its line", () => {
    expect(tableFromSheet([["Product name"], ["x"]])).toEqual({
      ok: false,
      error: 'Line 1: column "Product name" must start with a letter and hold letters, digits and underscores.',
    });
    expect(tableFromSheet([[]])).toMatchObject({ ok: false, error: "Line 1 holds no column names." });
  });
});
