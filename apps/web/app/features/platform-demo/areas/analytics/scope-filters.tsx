/** The filter bar the Dashboard and Analytics share: the project and the period (analytics overview.md, "Filter the data"). */
import { inputClass } from "~/components/form/field-styles";
import type { DemoData } from "../../model";
import { type PeriodDays, periods, type Scope } from "./period";

export function ScopeFilters({
  data,
  scope,
  onChange,
  idPrefix,
}: {
  data: DemoData;
  scope: Scope;
  onChange: (scope: Scope) => void;
  idPrefix: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div>
        <label htmlFor={`${idPrefix}-project`} className="block text-sm font-medium text-slate-900">
          Project
        </label>
        <select
          id={`${idPrefix}-project`}
          className={inputClass(false)}
          value={scope.projectId}
          onChange={(event) => onChange({ ...scope, projectId: event.target.value })}
        >
          {data.projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-period`} className="block text-sm font-medium text-slate-900">
          Period
        </label>
        <select
          id={`${idPrefix}-period`}
          className={inputClass(false)}
          value={scope.days}
          onChange={(event) => onChange({ ...scope, days: Number(event.target.value) as PeriodDays })}
        >
          {periods.map((period) => (
            <option key={period.days} value={period.days}>
              {period.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
