import { site } from "@ignitest/contracts";
import { Link } from "react-router";

type ProductLine = { name: string; to: string; beta?: boolean; summary: string; features: string[] };

export const productLines: ProductLine[] = [
  {
    name: `${site.name} Platform`,
    to: `/${site.slug}-platform`,
    summary:
      "Scriptless web, mobile, desktop and API automation in one project, with the rest of the testing lifecycle beside it.",
    features: [
      "Web, mobile, desktop and API automation",
      "Visual and UI-performance testing",
      "Manual test case and defect management",
      "AI-powered automation",
    ],
  },
  {
    name: `${site.name} Finder`,
    to: `/${site.slug}-finder`,
    summary: "Capture locators that survive the next release, even on screens with generated IDs.",
    features: [
      "Web and mobile locator finders",
      "MS Dynamics and Salesforce locator finders",
      "Desktop client for Windows, Mac and Linux",
    ],
  },
  {
    name: `${site.name} Cloud`,
    to: `/${site.slug}-cloud`,
    beta: true,
    summary: "Run on real browsers and devices without keeping a lab of your own.",
    features: [
      "Cloud mobile, cloud web and cloud live testing",
      "Free Cloud Basic plan",
      "Paid Cloud Professional plan",
    ],
  },
  {
    name: `${site.name} Assets`,
    to: `/${site.slug}-assets`,
    beta: true,
    summary: "Start from steps other testers have already built instead of writing them again.",
    features: [
      "Platform assets and domain assets",
      "A templates store to buy and sell templates",
      "Over 700 predefined NLPs",
    ],
  },
  {
    name: `${site.name} Crowd`,
    to: `/${site.slug}-crowd`,
    summary: "Put a release in front of real testers on real devices before your customers see it.",
    features: ["Web crowd testing", "Mobile crowd testing", "Web-and-mobile crowd testing"],
  },
];

/** Three cards on the first row and two wider ones on the second at desktop width; at tablet width the last spans both columns. */
function spanFor(index: number): string {
  if (index < 3) return "lg:col-span-2";
  return index === productLines.length - 1 ? "md:col-span-2 lg:col-span-3" : "lg:col-span-3";
}

/** The four product lines and crowd testing, each linking to its page. */
export function ProductLines() {
  return (
    <section aria-labelledby="product-lines-title" className="bg-slate-50">
      <div className="container-page py-14 sm:py-20">
        <h2 id="product-lines-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          One suite, from the first locator to the last regression run
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
          Use one product or all of them: they share the same projects, elements and test data.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {productLines.map((product, index) => (
            <li
              key={product.to}
              className={`flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${spanFor(index)}`}
            >
              <h3 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
                {product.name}
                {product.beta ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-800">
                    Beta
                  </span>
                ) : null}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-700">{product.summary}</p>
              <ul className="mt-4 grid flex-1 content-start gap-2 text-slate-700">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-brand-700">
                      <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to={product.to} className="link mt-6 font-semibold">
                Explore {product.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
