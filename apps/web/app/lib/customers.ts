import { customers as raw } from "../../../../content/customers";
import type { Customer } from "./customers.schema";

export type { Customer };

/** The site's (fictional) customers, content/customers.ts; customers.test.ts checks them with CustomersSchema. */
export const customers = raw as unknown as readonly Customer[];

export function customerForCaseStudy(path: string): Customer | undefined {
  return customers.find((customer) => customer.caseStudy === path);
}
