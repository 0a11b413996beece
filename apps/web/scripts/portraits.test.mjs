import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portraits } from "../../../content/customer-portraits.ts";
import { customers } from "../../../content/customers.ts";
import { portraitSvg, portraitsDir } from "./portraits.ts";

describe("customer portraits", () => {
  it("has one choice a quoted person, and none for a customer the site does not name", () => {
    expect(Object.keys(portraits).sort()).toEqual(customers.map((customer) => customer.id).sort());
  });

  it.each(customers.map((customer) => [customer.id]))(
    "public/portraits/%s.svg is what its choices draw (run `npm run portraits` after changing them)",
    (id) => {
      const committed = readFileSync(join(portraitsDir, `${id}.svg`), "utf8");
      expect(committed).toBe(`${portraitSvg(id)}\n`);
    },
  );

  it("draws each person from their own name: no two portraits are the same, each small enough to load beside a quote", () => {
    const drawn = customers.map((customer) => portraitSvg(customer.id));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const svg of drawn) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.length).toBeLessThan(20_000);
    }
  });
});
