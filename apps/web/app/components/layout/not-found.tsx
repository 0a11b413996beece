import { site } from "@ignitest/contracts";
import { Link } from "react-router";

const popular = [
  { to: `/${site.slug}-platform`, label: `${site.name} Platform` },
  { to: "/documentation", label: "Documentation" },
  { to: `/${site.slug}-platform-pricing`, label: "Pricing" },
  { to: "/contactus", label: "Contact us" },
];

/** The not-found page (docs/product/pages-and-routes.md#not-found). The API sends it with HTTP 404. */
export function NotFound() {
  return (
    <section className="container-page py-20 text-center sm:py-28" aria-labelledby="not-found-title">
      <p className="font-semibold text-brand-700">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
        Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        The address may be mistyped, or the page has moved. These are the pages people look for most:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {popular.map((item) => (
          <li key={item.to}>
            <Link className="btn btn-secondary" to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link className="btn btn-primary" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
