import { z } from "zod";

/** The shape of content/customers.ts; checked by plans.test.ts, kept out of the pages' JS. */
export const CustomerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  industry: z.string().min(3),
  caseStudy: z.string().startsWith("/case-studies/"),
  logo: z.object({ mark: z.string().min(5), wordmark: z.string() }),
  quote: z.object({ text: z.string().min(40), person: z.string().min(3), role: z.string().min(3) }),
  figures: z
    .array(z.object({ value: z.string().min(1), label: z.string().min(3) }))
    .min(2)
    .max(3),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomersSchema = z
  .array(CustomerSchema)
  .refine((list) => new Set(list.map((customer) => customer.caseStudy)).size === list.length, {
    error: "one customer per case study",
  });
