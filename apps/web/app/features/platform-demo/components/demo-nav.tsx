/**
 * Between the demo's areas, grouped as the product's menus group them (the Admin menu, the Project menu:
 * content/docs/project-menu/overview.md), and back to the playground's test editor (a document load:
 * docs/playground.md, Serving and framing).
 */
import { Link } from "react-router";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { areaPath, type DemoArea, demoAreas, platformDemoPath } from "../areas";
import { demoPageLoadsOwnDocument } from "../own-document";

const linkClass = "rounded-md px-3 py-1.5 text-sm font-medium";
const current = `${linkClass} bg-brand-700 text-white`;
const other = `${linkClass} text-slate-800 underline-offset-4 hover:bg-slate-100 hover:underline`;

function NavLink({ to, label, path }: { to: string; label: string; path: string }) {
  return (
    <Link
      to={to}
      className={to === path ? current : other}
      aria-current={to === path ? "page" : undefined}
      reloadDocument={demoPageLoadsOwnDocument(to)}
    >
      {label}
    </Link>
  );
}

function MenuGroup({ menu, path }: { menu: DemoArea["menu"]; path: string }) {
  const id = `demo-nav-${menu}`;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span id={id} className="mr-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">
        {demoWords.nav.menus[menu]}
      </span>
      <ul aria-labelledby={id} className="flex flex-wrap items-center gap-1">
        {demoAreas
          .filter((area) => area.menu === menu)
          .map((area) => (
            <li key={area.slug}>
              <NavLink to={areaPath(area.slug)} label={area.label} path={path} />
            </li>
          ))}
      </ul>
    </div>
  );
}

export function DemoNav({ path }: { path: string }) {
  return (
    <nav aria-label={demoWords.nav.label} className="mt-4 grid gap-2 border-y border-slate-200 py-2">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <NavLink to={platformDemoPath} label={demoWords.nav.overview} path={path} />
        <a href="/playground" className={other}>
          {demoWords.nav.editor}
        </a>
      </div>
      <MenuGroup menu="admin" path={path} />
      <MenuGroup menu="project" path={path} />
    </nav>
  );
}
