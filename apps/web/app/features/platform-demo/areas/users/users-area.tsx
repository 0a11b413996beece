/**
 * The Users area (issue 28 item 2; content/docs/user-management): the users
 * table with the seat counter, Invite User, Edit, and Deactivate or Activate
 * after a confirmation. What the acting user may not do is disabled with the reason.
 */
import { useState } from "react";
import { planById } from "~/lib/plans";
import { may, seatFree, seatsUsed } from "../../access";
import type { AreaProps } from "../../areas";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoUser, Role } from "../../model";
import { type UserFields, UserForm } from "./user-form";
import { UsersTable } from "./users-table";

const manageReasonId = "users-manage-reason";

/**
 * There is exactly one Super Admin (roles-and-permissions.md): nobody is invited or edited into the
 * role, and the Super Admin keeps it (it passes by "Make Super Admin", which this demo does not have).
 */
function assignableRoles(roles: readonly Role[], editing: DemoUser | undefined): Role[] {
  if (editing?.roleId === "super-admin") return roles.filter((role) => role.id === "super-admin");
  return roles.filter((role) => role.id !== "super-admin");
}

function nextId(users: readonly DemoUser[]): string {
  const numbers = users.map((user) => Number(user.id.replace(/^u-/, ""))).filter(Number.isFinite);
  return `u-${Math.max(0, ...numbers) + 1}`;
}

export default function UsersArea({ demo: { data, update } }: AreaProps) {
  const [dialog, setDialog] = useState<{ kind: "invite" } | { kind: "edit"; user: DemoUser } | null>(null);
  const [confirm, setConfirm] = useState<DemoUser | null>(null);
  const [message, setMessage] = useState("");
  const limit = planById(data.licence.planId).users;
  const manage = may(data, "admin.users");
  const seat = seatFree(data, limit);
  const invite = manage.allowed ? seat : manage;
  const editing = dialog?.kind === "edit" ? dialog.user : undefined;
  const takenEmails = data.users.filter((user) => user.id !== editing?.id).map((user) => user.email);

  const save = (fields: UserFields) => {
    if (editing) {
      update((current) => ({
        ...current,
        users: current.users.map((user) => (user.id === editing.id ? { ...user, ...fields } : user)),
      }));
      setMessage(`${fields.name} was saved.`);
    } else {
      update((current) => ({
        ...current,
        users: [...current.users, { id: nextId(current.users), ...fields, status: "Invited" }],
      }));
      setMessage(`An invitation was sent to ${fields.email}. The demo sends no e-mail: nothing leaves this browser.`);
    }
    setDialog(null);
  };

  const toggleStatus = (target: DemoUser) => {
    const status = target.status === "Inactive" ? "Active" : "Inactive";
    update((current) => ({
      ...current,
      users: current.users.map((user) => (user.id === target.id ? { ...user, status } : user)),
    }));
    setMessage(`${target.name} is ${status}.`);
  };

  return (
    <section aria-labelledby="users-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="users-heading" className="text-xl font-semibold text-slate-900">
            User Management
          </h2>
          <p className="text-sm text-slate-700" data-testid="seat-counter">
            {limit === null ? `${seatsUsed(data)} seats used` : `${seatsUsed(data)} of ${limit} seats used`}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <button
            type="button"
            className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!invite.allowed}
            aria-describedby={invite.allowed ? undefined : "invite-reason"}
            onClick={() => setDialog({ kind: "invite" })}
          >
            Invite User
          </button>
          {!invite.allowed ? (
            <p id="invite-reason" className="max-w-sm text-sm text-slate-700">
              {invite.reason}
            </p>
          ) : null}
        </div>
      </div>
      {!manage.allowed ? (
        <p
          id={manageReasonId}
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {manage.reason}
        </p>
      ) : null}
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900">
        {message}
      </p>
      <div className="mt-2">
        <UsersTable
          data={data}
          manage={manage}
          manageReasonId={manageReasonId}
          activate={seat}
          onEdit={(user) => setDialog({ kind: "edit", user })}
          onStatus={setConfirm}
        />
      </div>
      <DemoDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={editing ? `Edit ${editing.name}` : "Invite User"}
        description={
          editing
            ? "Change the user's name, e-mail or role."
            : "The user appears in the table as Invited; an invitation takes a seat as soon as it is sent."
        }
      >
        <UserForm
          key={editing?.id ?? "invite"}
          user={editing}
          roles={assignableRoles(data.roles, editing)}
          takenEmails={takenEmails}
          submitLabel={editing ? "Save" : "Send Invitation"}
          onSubmit={save}
          onCancel={() => setDialog(null)}
        />
      </DemoDialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm?.status === "Inactive" ? `Activate ${confirm?.name}?` : `Deactivate ${confirm?.name}?`}
        description={
          confirm?.status === "Inactive"
            ? "The user takes a seat again and finds the same projects and roles as before."
            : "The user's status becomes Inactive and their seat is free. Their scripts, results and defects keep their name."
        }
        confirmLabel={confirm?.status === "Inactive" ? "Activate User" : "Deactivate User"}
        onConfirm={() => {
          if (confirm) toggleStatus(confirm);
        }}
      />
    </section>
  );
}
