import { z } from "zod";
import { customers as raw } from "../../../../content/customers";

const CustomerSchema = z.object({
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

/** The site's (fictional) customers, content/customers.ts, checked once. */
export const customers: readonly Customer[] = z
  .array(CustomerSchema)
  .refine((list) => new Set(list.map((customer) => customer.caseStudy)).size === list.length, {
    error: "one customer per case study",
  })
  .parse(raw);

export function customerForCaseStudy(path: string): Customer | undefined {
  return customers.find((customer) => customer.caseStudy === path);
}
