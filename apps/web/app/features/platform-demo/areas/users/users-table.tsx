/** The users table: name, e-mail, role and status, with Edit and Deactivate or Activate, each disabled with its reason. */
import { mayDeactivate, roleName, type Verdict } from "../../access";
import { CollapsingHead } from "../../components/collapsing-head";
import type { DemoData, DemoUser } from "../../model";

const statusStyle: Record<DemoUser["status"], string> = {
  Active: "bg-green-50 text-green-800 border-green-200",
  Invited: "bg-amber-50 text-amber-900 border-amber-200",
  Inactive: "bg-slate-100 text-slate-700 border-slate-300",
};

function StatusBadge({ status }: { status: DemoUser["status"] }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${statusStyle[status]}`}>
      {status}
    </span>
  );
}

const actionClass = "btn btn-secondary px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60";

export function UsersTable({
  data,
  manage,
  manageReasonId,
  activate,
  onEdit,
  onStatus,
}: {
  data: DemoData;
  manage: Verdict;
  manageReasonId: string;
  /** Whether a seat is free to activate a user again. */
  activate: Verdict;
  onEdit: (user: DemoUser) => void;
  onStatus: (user: DemoUser) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users of {data.company.name}</caption>
        <CollapsingHead first="Name" folded={["Email", "Role", "Status"]} last="Actions" />
        <tbody className="divide-y divide-slate-200">
          {data.users.map((user) => {
            const inactive = user.status === "Inactive";
            const status = inactive ? (manage.allowed ? activate : manage) : mayDeactivate(data, user);
            const reasonId = `user-${user.id}-reason`;
            const rowReason = !status.allowed && manage.allowed ? status.reason : null;
            return (
              <tr key={user.id}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {user.name}
                  {/* On a phone the e-mail and role go under the name, so the table fits without scrolling. */}
                  <span className="block font-normal break-all text-slate-700 md:hidden">{user.email}</span>
                  <span className="block font-normal text-slate-700 md:hidden">{roleName(data, user.roleId)}</span>
                  <span className="mt-1 block md:hidden">
                    <StatusBadge status={user.status} />
                  </span>
                </th>
                <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{user.email}</td>
                <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{roleName(data, user.roleId)}</td>
                <td className="hidden px-3 py-2 md:table-cell">
                  <StatusBadge status={user.status} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={actionClass}
                      disabled={!manage.allowed}
                      aria-describedby={manage.allowed ? undefined : manageReasonId}
                      aria-label={`Edit ${user.name}`}
                      onClick={() => onEdit(user)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={actionClass}
                      disabled={!status.allowed}
                      aria-describedby={status.allowed ? undefined : rowReason ? reasonId : manageReasonId}
                      aria-label={`${inactive ? "Activate" : "Deactivate"} ${user.name}`}
                      onClick={() => onStatus(user)}
                    >
                      {inactive ? "Activate" : "Deactivate"}
                    </button>
                  </div>
                  {rowReason ? (
                    <p id={reasonId} className="mt-1 text-xs text-slate-600">
                      {rowReason}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
