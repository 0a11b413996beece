import { plans } from "@ignitest/contracts";
import { Link } from "react-router";
import type { PageSection } from "~/content/page-copy";

const priceLine: Record<string, { price: string; note: string; cta: { label: string; to: string } }> = {
  "cloud-basic": { price: "Free", note: "No card, no contract", cta: { label: "Start Free Testing", to: "/signup" } },
  "cloud-professional": {
    price: "Per user",
    note: "Billed monthly or yearly",
    cta: { label: "Get a quote", to: "/schedule-demo?plan=cloud-professional" },
  },
  "on-premises-enterprise": {
    price: "Custom licence",
    note: "Sized to users and executions",
    cta: { label: "Talk to sales", to: "/contactus" },
  },
};

/** The three plans side by side; each card keeps its #plan-id anchor for the calculator's links. */
export function PlanCards({ sections }: { sections: readonly PageSection[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => {
        const copy = sections.find((section) => section.id === plan.id);
        const line = priceLine[plan.id];
        if (!copy || !line) return null;
        const featured = plan.id === "cloud-professional";
        return (
          <li
            key={plan.id}
            id={plan.id}
            className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
              featured ? "border-ink-700 ring-2 ring-ink-700" : "border-slate-200"
            }`}
          >
            <h2 className="text-xl font-bold">{plan.name}</h2>
            <p className="mt-4 text-3xl font-bold tracking-tight">{line.price}</p>
            <p className="text-sm text-slate-600">{line.note}</p>
            <p className="mt-4 text-slate-700">{copy.body}</p>
            <ul className="mt-5 grid gap-2 text-sm text-slate-800">
              {copy.bullets?.map((bullet) => (
                <li key={bullet} className="flex gap-2">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-brand-700">
                    <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                  </svg>
                  {bullet}
                </li>
              ))}
            </ul>
            <Link
              to={line.cta.to}
              className={`btn mt-auto w-full ${featured ? "btn-primary" : "btn-secondary"}`}
              style={{ marginTop: "1.5rem" }}
            >
              {line.cta.label}
              <span className="sr-only"> for {plan.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
