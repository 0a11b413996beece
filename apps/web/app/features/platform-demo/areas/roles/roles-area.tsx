/**
 * The Roles area (issue 28 item 2; content/docs/user-management): the built-in
 * and custom roles, the permission matrix, and Create Role and Edit for custom
 * roles. Built-in roles cannot be edited; without the right, the actions are disabled with the reason.
 */
import { useState } from "react";
import { may } from "../../access";
import type { AreaProps } from "../../areas";
import { DemoDialog } from "../../components/demo-dialog";
import type { Role } from "../../model";
import { PermissionMatrix } from "./permission-matrix";
import { type RoleFields, RoleForm } from "./role-form";

const actionClass = "btn btn-secondary px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60";

function roleId(name: string, roles: readonly Role[]): string {
  const base = `custom-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "role"
  }`;
  let id = base;
  for (let n = 2; roles.some((role) => role.id === id); n += 1) id = `${base}-${n}`;
  return id;
}

export default function RolesArea({ demo: { data, update } }: AreaProps) {
  const [dialog, setDialog] = useState<{ kind: "create" } | { kind: "edit"; role: Role } | null>(null);
  const [message, setMessage] = useState("");
  const manage = may(data, "admin.roles");
  const editing = dialog?.kind === "edit" ? dialog.role : undefined;

  const save = ({ name, description, basedOn, permissions }: RoleFields) => {
    if (editing) {
      update((current) => ({
        ...current,
        roles: current.roles.map((role) =>
          role.id === editing.id ? { ...role, name, description, permissions } : role,
        ),
      }));
      setMessage(`The role ${name} was saved.`);
    } else {
      update((current) => ({
        ...current,
        roles: [
          ...current.roles,
          { id: roleId(name, current.roles), name, description, basedOn, kind: "project", builtIn: false, permissions },
        ],
      }));
      setMessage(`The role ${name} was created.`);
    }
    setDialog(null);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="roles-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="roles-heading" className="text-xl font-semibold text-slate-900">
            Roles
          </h2>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <button
              type="button"
              className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
              disabled={!manage.allowed}
              aria-describedby={manage.allowed ? undefined : "roles-reason"}
              onClick={() => setDialog({ kind: "create" })}
            >
              Create Role
            </button>
            {!manage.allowed ? (
              <p id="roles-reason" className="max-w-sm text-sm text-slate-700">
                {manage.reason}
              </p>
            ) : null}
          </div>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-900">
          {message}
        </p>
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {data.roles.map((role) => (
            <li key={role.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {role.name}{" "}
                  <span className="ml-1 rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {role.builtIn ? (role.kind === "license" ? "License role" : "Project role") : "Custom"}
                  </span>
                </p>
                <p className="text-sm text-slate-700">{role.description}</p>
              </div>
              {role.builtIn ? (
                <p className="text-xs text-slate-600">Built-in roles cannot be edited.</p>
              ) : (
                <button
                  type="button"
                  className={actionClass}
                  disabled={!manage.allowed}
                  aria-describedby={manage.allowed ? undefined : "roles-reason"}
                  aria-label={`Edit ${role.name}`}
                  onClick={() => setDialog({ kind: "edit", role })}
                >
                  Edit
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="matrix-heading">
        <h2 id="matrix-heading" className="text-xl font-semibold text-slate-900">
          Permissions side by side
        </h2>
        <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-700">
          License roles act inside a project with the project role they hold there, so their columns show only the
          administration they hold.
        </p>
        <PermissionMatrix roles={data.roles} />
      </section>
      <DemoDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={editing ? `Edit ${editing.name}` : "Create Role"}
        description="Copy a built-in project role, then switch permissions on or off."
      >
        <RoleForm
          key={editing?.id ?? "create"}
          role={editing}
          roles={data.roles}
          submitLabel={editing ? "Save" : "Create Role"}
          onSubmit={save}
          onCancel={() => setDialog(null)}
        />
      </DemoDialog>
    </div>
  );
}
