/** Every role's permissions side by side (content/docs/user-management/roles-and-permissions.md): areas as row groups, roles as columns. */

import { ScrollRegion } from "../../components/scroll-region";
import type { Role } from "../../model";
import { permissionAreas } from "../../permissions";

export function PermissionMatrix({ roles }: { roles: readonly Role[] }) {
  return (
    <ScrollRegion labelledBy="matrix-heading">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Permissions of each role</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Permission
            </th>
            {roles.map((role) => (
              <th key={role.id} scope="col" className="px-2 py-2 text-center">
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        {permissionAreas.map((area) => (
          <tbody key={area.area} className="divide-y divide-slate-200 border-t border-slate-200">
            <tr>
              <th
                scope="colgroup"
                colSpan={roles.length + 1}
                className="bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
              >
                {area.area}
              </th>
            </tr>
            {area.permissions.map(([id, label]) => (
              <tr key={id}>
                <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                  {label}
                </th>
                {roles.map((role) => (
                  <td key={role.id} className="px-2 py-1.5 text-center">
                    {role.permissions.includes(id) ? (
                      <span className="font-semibold text-green-800">Yes</span>
                    ) : (
                      <span className="text-slate-500">No</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}
