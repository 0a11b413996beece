/** Between the demo's areas, and back to the playground's test editor (a document load: docs/playground.md, Serving and framing). */
import { Link } from "react-router";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { areaPath, demoAreas, platformDemoPath } from "../areas";
import { demoPageLoadsOwnDocument } from "../own-document";

const linkClass = "rounded-md px-3 py-1.5 text-sm font-medium";
const current = `${linkClass} bg-brand-700 text-white`;
const other = `${linkClass} text-slate-800 underline-offset-4 hover:bg-slate-100 hover:underline`;

export function DemoNav({ path }: { path: string }) {
  const links = [
    { to: platformDemoPath, label: demoWords.nav.overview },
    ...demoAreas.map((area) => ({ to: areaPath(area.slug), label: area.label })),
  ];
  return (
    <nav aria-label={demoWords.nav.label} className="mt-4 border-y border-slate-200 py-2">
      <ul className="flex flex-wrap items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={link.to === path ? current : other}
              aria-current={link.to === path ? "page" : undefined}
              reloadDocument={demoPageLoadsOwnDocument(link.to)}
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li className="sm:ml-auto">
          <a href="/playground" className={other}>
            {demoWords.nav.editor}
          </a>
        </li>
      </ul>
    </nav>
  );
}
