import type { Customer } from "~/lib/customers";

/**
 * A customer's logo: its mark (one path in a 24-unit box) and its wordmark,
 * both in the current text color so they follow the theme.
 */
export function CustomerLogo({
  customer,
  size = "md",
}: {
  customer: Pick<Customer, "name" | "logo">;
  size?: "md" | "lg";
}) {
  const mark = size === "lg" ? "size-9" : "size-6";
  const text = size === "lg" ? "text-2xl" : "text-lg";
  // The large logo (a case study's header) may wrap its name on a 320 px phone;
  // the small ones stay on one line, and the logo strip's cells take their
  // width from them, so two logos never overlap (issue 30, item 4).
  const wrap = size === "lg" ? "max-w-full" : "whitespace-nowrap";
  return (
    <span className={`inline-flex items-center gap-2 ${wrap}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`${mark} shrink-0`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={customer.logo.mark} />
      </svg>
      <span className={`min-w-0 ${text} ${customer.logo.wordmark}`}>{customer.name}</span>
    </span>
  );
}
