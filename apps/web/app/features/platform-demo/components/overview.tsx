/** The demo's first screen: the demo company, its projects and the areas to visit. */
import { Link } from "react-router";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { actingUser, roleName, seatsUsed } from "../access";
import { areaPath, demoAreas } from "../areas";
import { activeProjects } from "../areas/projects/model";
import { type DemoData, projectTypeLabels } from "../model";
import { demoPageLoadsOwnDocument } from "../own-document";

export function Overview({ data }: { data: DemoData }) {
  const user = actingUser(data);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="company-heading" className="rounded-xl border border-slate-200 p-5">
        <h2 id="company-heading" className="text-lg font-semibold text-slate-900">
          {data.company.name}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {data.users.length} users ({seatsUsed(data)} taking a seat). You act as {user.name},{" "}
          {roleName(data, user.roleId)}.
        </p>
        <h3 className="mt-4 text-base font-semibold text-slate-900">{demoWords.overview.projects}</h3>
        <ul className="mt-2 divide-y divide-slate-200">
          {activeProjects(data.projects).map((project) => (
            <li key={project.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{project.name}</span>
              <span className="text-slate-700">{projectTypeLabels[project.type]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="areas-heading" className="rounded-xl border border-slate-200 p-5">
        <h2 id="areas-heading" className="text-lg font-semibold text-slate-900">
          {demoWords.overview.areas}
        </h2>
        <ul className="mt-2 space-y-3">
          {demoAreas.map((area) => (
            <li key={area.slug}>
              <Link
                to={areaPath(area.slug)}
                reloadDocument={demoPageLoadsOwnDocument(areaPath(area.slug))}
                className="font-semibold text-link underline underline-offset-4"
              >
                {area.label}
              </Link>
              <p className="text-sm text-slate-700">{area.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
