import { PlanCatalogueSchema } from "@ignitest/contracts";
import { describe, expect, it } from "vitest";
import { planCatalogue } from "../../../../content/plans";
import { customers } from "./customers";
import { CustomersSchema } from "./customers.schema";

describe("content data", () => {
  it("content/plans.ts matches PlanCatalogueSchema", () => {
    expect(() => PlanCatalogueSchema.parse(planCatalogue)).not.toThrow();
  });
  it("content/customers.ts matches CustomersSchema", () => {
    expect(() => CustomersSchema.parse(customers)).not.toThrow();
  });
});
