/** Project Management's filters (overview.md): the search box by name, Status (Active or Archived) and Type. */
import { inputClass, labelClass } from "~/components/form/field-styles";
import { type ProjectType, ProjectTypeSchema, projectTypeLabels } from "../../model";
import type { ProjectStatus } from "./model";

export type ProjectFilter = { search: string; status: ProjectStatus; type: ProjectType | "all" };

export function ProjectFilters({
  value,
  counts,
  onChange,
}: {
  value: ProjectFilter;
  counts: Record<ProjectStatus, number>;
  onChange: (filter: ProjectFilter) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_12rem] sm:items-end">
      <div>
        <label htmlFor="project-search" className={labelClass}>
          Search by name
        </label>
        <input
          id="project-search"
          type="search"
          autoComplete="off"
          className={inputClass(false)}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Status</legend>
        <div className="mt-1.5 flex gap-2">
          {(["Active", "Archived"] as const).map((status) => (
            <label
              key={status}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-slate-900 has-checked:border-ink-700 has-checked:bg-ink-50 has-focus-visible:outline-3 has-focus-visible:outline-ink-600"
            >
              <input
                type="radio"
                name="project-status"
                value={status}
                checked={value.status === status}
                className="size-4 accent-ink-700 focus-visible:outline-none"
                onChange={() => onChange({ ...value, status })}
              />
              {status} ({counts[status]})
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="project-type-filter" className={labelClass}>
          Type
        </label>
        <select
          id="project-type-filter"
          className={inputClass(false)}
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as ProjectFilter["type"] })}
        >
          <option value="all">All types</option>
          {ProjectTypeSchema.options.map((type) => (
            <option key={type} value={type}>
              {projectTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function filterProjects<T extends { name: string; status: ProjectStatus; type: ProjectType }>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  const search = filter.search.trim().toLowerCase();
  return projects.filter(
    (project) =>
      project.status === filter.status &&
      (filter.type === "all" || project.type === filter.type) &&
      project.name.toLowerCase().includes(search),
  );
}
