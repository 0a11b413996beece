import { submissionReference, withBrand } from "@ignitest/contracts";
import { Link, useLocation } from "react-router";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import type { PageCopy } from "~/page-copy/page-copy";
import { thankYou as words } from "../../../../../../content/pages/thank-you";

/** What a form hands to its thank-you page (navigation state, so it never appears in the address). */
export type ThankYouState = { reference: string; email: string };

function isThankYouState(value: unknown): value is ThankYouState {
  if (typeof value !== "object" || value === null) return false;
  const { reference, email } = value as Record<string, unknown>;
  return typeof reference === "string" && reference.length > 0 && typeof email === "string";
}

const nextSteps = words.nextSteps.map((step) => ({ ...step, to: withBrand(step.to) }));

/**
 * The thank-you pages (/thank-you, /thank-you-for-scheduling-demo,
 * /thank-you-for-contact-us): copy from content/pages, and, when a form just
 * sent the visitor here, the reference of the stored submission and the
 * address the confirmation went to. Opened directly, the copy stands alone.
 */
export function ThankYouScreen({ page }: { page: PageCopy }) {
  const { state } = useLocation();
  const receipt = isThankYouState(state) ? state : null;
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      {receipt ? (
        <div className="container-page pt-10 sm:pt-14">
          <div
            role="status"
            className="flex max-w-3xl gap-4 rounded-xl border border-emerald-200 border-l-4 border-l-emerald-700 bg-emerald-50 p-5 text-emerald-950"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 fill-emerald-700">
              <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z" />
            </svg>
            <p>
              <span className="font-semibold">
                {words.receipt.saved}{" "}
                <span data-testid="submission-reference" className="font-mono">
                  {submissionReference(receipt.reference)}
                </span>
                .
              </span>{" "}
              {words.receipt.confirmationSentTo} <span className="font-semibold">{receipt.email}</span>
              {words.receipt.quoteReference}
            </p>
          </div>
        </div>
      ) : null}
      <PageSections sections={page.sections} />
      <nav aria-label={words.nextHeading} className="container-page pb-16 pt-6">
        <h2 className="text-xl font-bold tracking-tight">{words.nextHeading}</h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {nextSteps.map((step) => (
            <li key={step.to}>
              <Link to={step.to} className="btn btn-secondary">
                {step.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
