import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allNavItems, productTabs, resourcesMenu, solutionsMenu } from "~/site/navigation";
import * as legal from "../../../../content/pages/legal-dialog";
import * as blocks from "../../../../content/pages/shared-blocks";
import * as chrome from "../../../../content/pages/site-chrome";
import * as thanks from "../../../../content/pages/thank-you";

/**
 * The words of blocks and screens that appear on many pages
 * (content/pages/shared-blocks.ts), checked like a page's own words.
 */
const CtaSchema = z.strictObject({ label: z.string().min(3), to: z.string().startsWith("/") });
const CardSchema = z.strictObject({ title: z.string().min(3), body: z.string().min(20) });
const ReadyBlockSchema = z.strictObject({
  heading: z.string().min(3),
  lead: z.string().min(20),
  cta: CtaSchema,
  perks: z.record(z.string(), CardSchema).optional(),
});

describe("shared block words in content/pages/shared-blocks.ts", () => {
  it("keeps the quoted headings of the two ready-to blocks, with a lead and a call to action each", () => {
    expect(ReadyBlockSchema.parse(blocks.readyToGetStarted).heading).toBe("Ready to get Started");
    expect(ReadyBlockSchema.parse(blocks.readyToExplore).heading).toBe("Are you ready to Explore");
    expect(Object.keys(blocks.readyToGetStarted.perks)).toHaveLength(2);
  });

  it("gives the thank-you screen its receipt sentences and onward links inside the site", () => {
    z.strictObject({
      receipt: z.record(z.string(), z.string().min(3)),
      nextHeading: z.string().min(3),
      nextSteps: z.array(CtaSchema).min(1),
    }).parse(thanks.thankYou);
  });

  it("gives the footer its columns of site links (and the support site), its offices and its labels", () => {
    const LinkSchema = z.union([
      z.strictObject({ label: z.string().min(3), to: z.string().startsWith("/") }),
      z.strictObject({ label: z.string().min(3), external: z.literal("support") }),
    ]);
    const OfficeSchema = z.strictObject({
      country: z.string().min(3),
      lines: z.array(z.string().min(3)).min(2),
      email: z.email(),
    });
    const { columns, offices, ...labels } = chrome.footer;
    z.array(z.strictObject({ title: z.string().min(3), links: z.array(LinkSchema).min(1) }))
      .length(4)
      .parse(columns);
    z.record(z.string(), OfficeSchema).parse(offices);
    z.record(z.string(), z.string().min(1)).parse(labels);
    const { documents, ...dialog } = legal.legalDialog;
    z.record(z.string(), z.string().min(1)).parse({ ...documents, ...dialog });
  });

  it("gives the header its labels and the names of its three menus", () => {
    const { menus, ...labels } = chrome.header;
    z.strictObject({ products: z.string().min(3), solutions: z.string().min(3), resources: z.string().min(3) }).parse(
      menus,
    );
    z.record(z.string(), z.string().min(1)).parse(labels);
  });

  it("gives every entry, group and tab of the header's menus its words", () => {
    const Words = z.record(z.string(), z.string().min(2));
    z.strictObject({
      tabs: z.record(z.string(), z.strictObject({ title: z.string().min(3), summary: z.string().min(20) })),
      groups: Words,
      items: Words,
      myProducts: Words,
    }).parse(chrome.menus);
    const ids = [...productTabs.flatMap((tab) => tab.groups), ...solutionsMenu, ...resourcesMenu];
    expect(ids.map((group) => group.id).sort()).toEqual(Object.keys(chrome.menus.groups).sort());
    expect(
      allNavItems()
        .map((item) => item.id)
        .sort(),
    ).toEqual(Object.keys(chrome.menus.items).sort());
  });

  it("gives the related pages row and the Platform banner their words", () => {
    z.strictObject({ headings: z.record(z.string(), z.string().min(3)), more: z.string().min(3) }).parse(
      blocks.relatedPages,
    );
    CtaSchema.parse(blocks.platformBanner.playground);
  });

  it("rejects a call to action that leaves the site", () => {
    expect(CtaSchema.safeParse({ label: "Start Free Testing", to: "https://example.com" }).success).toBe(false);
  });
});
