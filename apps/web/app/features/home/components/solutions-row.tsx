import { Link } from "react-router";
import { balancedGridClass } from "~/components/sections/balanced-grid";
import { fillTemplate } from "~/lib/fill-template";
import { solutions } from "../../../../../../content/pages/home";

const enterpriseSolutions = solutions.items;

/** The enterprise-app solutions row: one card per /solution/…-automation-testing page, in a grid that leaves no card alone on its last row. */
export function SolutionsRow() {
  return (
    <section aria-labelledby="solutions-title" className="bg-slate-50">
      <div className="container-page py-14 sm:py-20">
        <h2 id="solutions-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {solutions.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{solutions.lead}</p>
        <ul className={`mt-10 gap-4 ${balancedGridClass(enterpriseSolutions.length)}`}>
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
                  {fillTemplate(solutions.linkText, { name: solution.name })}
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
