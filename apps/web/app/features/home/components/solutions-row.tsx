import { Link } from "react-router";

export const enterpriseSolutions = [
  { name: "SAP", slug: "sap", body: "Fiori and SAP GUI transactions across order-to-cash and procure-to-pay." },
  {
    name: "Salesforce",
    slug: "salesforce",
    body: "Lightning pages and their dynamic IDs, through three releases a year.",
  },
  { name: "MS Dynamics", slug: "msdynamics", body: "Dynamics 365 forms, grids and business process flows." },
  { name: "PeopleSoft", slug: "peoplesoft", body: "HR, finance and campus pages through each PeopleTools update." },
  { name: "Workday", slug: "workday", body: "Business processes retested for every biannual feature release." },
  { name: "ServiceNow", slug: "service-now", body: "Catalogue items, workflows and forms after each family upgrade." },
  { name: "Oracle", slug: "oracle", body: "Oracle Cloud and E-Business Suite flows from quarterly updates." },
] as const;

/** The enterprise-app solutions row: one card per /solution/…-automation-testing page. */
export function SolutionsRow() {
  return (
    <section aria-labelledby="solutions-title" className="bg-slate-50">
      <div className="container-page py-14 sm:py-20">
        <h2 id="solutions-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Test automation for the enterprise apps you run on
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
          Packaged applications change on the vendor's schedule, not yours. Keep your end-to-end flows covered through
          every update.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {enterpriseSolutions.map((solution) => (
            <li
              key={solution.slug}
              className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:border-ink-600 hover:border-ink-600 hover:shadow-md"
            >
              <h3 className="text-lg font-semibold text-ink-800">
                {/* The link's ::after covers the card, so the whole card is clickable with a short link name. */}
                <Link
                  to={`/solution/${solution.slug}-automation-testing`}
                  className="after:absolute after:inset-0 after:rounded-xl group-hover:underline"
                >
                  {solution.name} automation testing
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{solution.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
