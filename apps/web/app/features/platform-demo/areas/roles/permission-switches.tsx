/** A project role's permissions, grouped by area, each a checkbox; a permission another needs is switched with it and the visitor told why. */
import { adminPermissions, type PermissionId, permissionAreas, togglePermission } from "../../permissions";

export function PermissionSwitches({
  value,
  onChange,
}: {
  value: readonly PermissionId[];
  onChange: (permissions: PermissionId[], note: string | null) => void;
}) {
  const areas = permissionAreas.filter((area) => area.permissions.every(([id]) => !adminPermissions.includes(id)));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {areas.map((area) => (
        <fieldset key={area.area} className="rounded-md border border-slate-200 px-3 py-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">{area.area}</legend>
          <ul className="space-y-1">
            {area.permissions.map(([id, label]) => (
              <li key={id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={value.includes(id)}
                    onChange={(event) => {
                      const next = togglePermission(value, id, event.target.checked);
                      onChange(next.permissions, next.note);
                    }}
                  />
                  {label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
