import type { Customer } from "~/lib/customers";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../content/pages/case-studies";

/** Rendered sizes in CSS pixels: the width and height attributes reserve the space before the file loads. */
const sizes = { md: 48, lg: 80 } as const;

/**
 * The illustrated portrait of the person a customer's quote names: one of the
 * committed drawings in public/portraits/<id>.svg (scripts/portraits.ts,
 * docs/decisions/102-customer-portraits.md), with its alt text.
 */
export function CustomerPortrait({
  customer,
  size = "md",
}: {
  customer: Pick<Customer, "id" | "quote">;
  size?: keyof typeof sizes;
}) {
  const pixels = sizes[size];
  return (
    <img
      src={`/portraits/${customer.id}.svg`}
      alt={fillTemplate(labels.portraitAlt, { name: customer.quote.person })}
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full"
    />
  );
}
