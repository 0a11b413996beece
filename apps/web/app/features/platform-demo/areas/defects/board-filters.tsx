/** The board's filters (filter-and-export-defects.md): Project, Severity and Assignee; they combine. */
import { inputClass } from "~/components/form/field-styles";
import type { DemoData } from "../../model";
import { severities } from "./model";

export type BoardFilter = { projectId: string; severity: string; assignee: string };
export const allFilter: BoardFilter = { projectId: "", severity: "", assignee: "" };
/** The Assignee filter's value for defects nobody holds. */
export const unassigned = "unassigned";

function Filter({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} className={inputClass(false)} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BoardFilters({
  data,
  filter,
  onChange,
}: {
  data: DemoData;
  filter: BoardFilter;
  onChange: (filter: BoardFilter) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Filter
        id="filter-project"
        label="Project"
        value={filter.projectId}
        options={[["", "All projects"], ...data.projects.map((project) => [project.id, project.name] as const)]}
        onChange={(projectId) => onChange({ ...filter, projectId })}
      />
      <Filter
        id="filter-severity"
        label="Severity"
        value={filter.severity}
        options={[["", "All"], ...severities.map((severity) => [severity, severity] as const)]}
        onChange={(severity) => onChange({ ...filter, severity })}
      />
      <Filter
        id="filter-assignee"
        label="Assignee"
        value={filter.assignee}
        options={[
          ["", "All"],
          [unassigned, "Unassigned"],
          ...data.users.filter((user) => user.status !== "Invited").map((user) => [user.id, user.name] as const),
        ]}
        onChange={(assignee) => onChange({ ...filter, assignee })}
      />
    </div>
  );
}
