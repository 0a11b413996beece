import { type PlanId, withBrand } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plans } from "~/lib/plans";
import * as caseStudies from "../../../../content/pages/case-studies";
import * as calculator from "../../../../content/pages/concurrent-execution-calculator";
import * as home from "../../../../content/pages/home";
import * as myProducts from "../../../../content/pages/my-products";
import * as pricing from "../../../../content/pages/platform-pricing";
import * as webinars from "../../../../content/pages/webinars";
import { FaqItemSchema, LabelsSchema } from "./page-copy";
import { pageCopy } from "./pages.server";

/**
 * The words of the pages that have a file of their own (content/pages/<route-key>.ts)
 * beside their copy: FAQs, labels, the pricing comparison and plan cards.
 * The copy itself is validated when pages.server.ts loads it.
 */
const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];
const CellSchema = z.union([z.boolean(), z.string().min(1)]);
const ComparisonSchema = z
  .array(
    z.object({
      heading: z.string().min(3),
      rows: z
        .array(
          z.object({
            feature: z.string().min(3),
            values: z.union([
              CellSchema,
              z.strictObject({ fromPlan: z.enum(["parallel", "users", "minutes", "support", "price"]) }),
              z.strictObject(Object.fromEntries(planIds.map((id) => [id, CellSchema]))),
            ]),
          }),
        )
        .min(1),
    }),
  )
  .min(1);
const PlanCardsSchema = z.object({
  ctas: z.strictObject(
    Object.fromEntries(
      planIds.map((id) => [id, z.object({ label: z.string().min(3), to: z.string().startsWith("/") })]),
    ),
  ),
  limits: LabelsSchema,
});

describe("page words in content/pages/<route-key>.ts", () => {
  it("gives the home page seven FAQs, and its copy the title and description it is shown with", () => {
    expect(z.array(FaqItemSchema).length(7).safeParse(home.faqs).success).toBe(true);
    expect(pageCopy("/")).toMatchObject({ title: home.title, description: home.description });
  });

  it("gives the pricing page valid FAQs, labels, plan cards and a comparison with a cell for every plan", () => {
    expect(z.array(FaqItemSchema).min(5).parse(pricing.faqs)).toEqual(pricing.faqs);
    LabelsSchema.parse(pricing.labels);
    LabelsSchema.parse(pricing.planWords);
    PlanCardsSchema.parse(pricing.planCards);
    ComparisonSchema.parse(pricing.comparison);
    expect(pageCopy(withBrand(pricing.page.path))?.h1).toBe(pricing.page.h1);
  });

  it("rejects a comparison row that leaves a plan out", () => {
    const row = { feature: "Something", values: { "cloud-basic": true } };
    expect(ComparisonSchema.safeParse([{ heading: "Group", rows: [row] }]).success).toBe(false);
  });

  it("gives the calculator its copy, a label, hint and messages for each field, and the words of its result", () => {
    const FieldSchema = z.strictObject({
      label: z.string().min(3),
      hint: z.string().min(3),
      subject: z.string().min(3),
      tooSmall: z.string().startsWith("Enter "),
    });
    z.strictObject({
      name: z.string().min(3),
      submit: z.string().min(3),
      fields: z.strictObject({ tests: FieldSchema, duration: FieldSchema, target: FieldSchema }),
      errors: LabelsSchema,
    }).parse(calculator.form);
    LabelsSchema.parse(calculator.result);
    LabelsSchema.parse(calculator.planLimits);
    expect(pageCopy(calculator.page.path)?.h1).toBe(calculator.page.h1);
  });

  it("gives the case studies index its copy and labels, and an industry only to case studies that exist", () => {
    LabelsSchema.parse(caseStudies.labels);
    expect(pageCopy(caseStudies.page.path)?.h1).toBe(caseStudies.page.h1);
    for (const path of Object.keys(LabelsSchema.parse(caseStudies.industries))) {
      expect(pageCopy(path)?.path, path).toBe(path);
    }
  });

  it("gives My Products its copy with a section for each product card, its buttons and its renewal notice", () => {
    LabelsSchema.parse(myProducts.labels);
    LabelsSchema.parse(myProducts.renewal);
    const copy = pageCopy(withBrand(myProducts.page.path));
    expect(copy?.sections.map((section) => section.id)).toEqual(["platform", "finder", "cloud-and-assets"]);
  });

  it("gives the webinars page its labels and a speaker for every session", () => {
    LabelsSchema.parse(webinars.labels);
    for (const session of webinars.webinars) {
      for (const speaker of session.speakers) expect(Object.keys(webinars.speakers), session.id).toContain(speaker);
    }
  });
});
