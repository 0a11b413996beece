import { Link } from "react-router";
import { CustomerLogo } from "~/components/blocks/customer-logo";
import type { Customer } from "~/lib/customers";
import type { PageSection } from "~/page-copy/page-copy";
import { balancedGridClass } from "./balanced-grid";
import { SectionHeading } from "./section-heading";

/**
 * Logo wall: the heading and body, then every customer's logo in a balanced
 * grid (balanced-grid.ts), each a link to its case study with the industry
 * under it. Logos keep their own width, so none overlaps another at any width.
 */
export function LogoWallSection({ section, customers }: { section: PageSection; customers: readonly Customer[] }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading section={section} />
      <ul className={`mt-8 gap-3 sm:gap-4 ${balancedGridClass(customers.length)}`}>
        {customers.map((customer) => (
          <li key={customer.id} className="rounded-xl bg-white ring-1 ring-slate-200">
            <Link
              to={customer.caseStudy}
              className="flex h-full min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-4 py-4 text-ink-800 hover:bg-slate-50 sm:py-6"
            >
              <CustomerLogo customer={customer} />
              <span className="text-sm text-slate-600">{customer.industry}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
