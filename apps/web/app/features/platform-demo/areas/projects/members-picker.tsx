/**
 * The project's members and their project roles (project-members.md): Active
 * and Invited users can be added, each with Project Admin, Test Engineer,
 * Viewer or a custom role. In the wizard the creator is fixed as Project Admin.
 */
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, inputClass, labelClass } from "~/components/form/field-styles";
import type { FieldBinding } from "~/components/form/use-validated-form";
import type { DemoData, DemoUser } from "../../model";
import type { ProjectMember } from "./model";

/** The role a newly picked user starts with: their own project role, or Project Admin for a license role. */
function defaultRole(data: DemoData, user: DemoUser): string {
  const role = data.roles.find((candidate) => candidate.id === user.roleId);
  return role?.kind === "project" ? role.id : "project-admin";
}

/** `field` is the form's binding of "members": the first box one may change takes its id, so a message focuses it. */
export function MembersPicker({
  field: { id, name, error },
  data,
  value,
  fixedUserId,
  onChange,
}: {
  field: FieldBinding;
  data: DemoData;
  value: readonly ProjectMember[];
  /** The creator, who is the new project's Project Admin. */
  fixedUserId?: string;
  onChange: (members: ProjectMember[]) => void;
}) {
  const projectRoles = data.roles.filter((role) => role.kind === "project");
  const users = data.users.filter(
    (user) => user.status !== "Inactive" || value.some((member) => member.userId === user.id),
  );
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const firstFree = users.find((user) => user.id !== fixedUserId)?.id;
  const memberOf = (userId: string) => value.find((member) => member.userId === userId);
  const toggle = (user: DemoUser, on: boolean) =>
    onChange(
      on
        ? [...value, { userId: user.id, roleId: defaultRole(data, user) }]
        : value.filter((member) => member.userId !== user.id),
    );
  const setRole = (userId: string, roleId: string) =>
    onChange(value.map((member) => (member.userId === userId ? { ...member, roleId } : member)));

  return (
    <fieldset>
      <legend className={labelClass}>Members</legend>
      <p id={hintId} className={hintClass}>
        Active and Invited users of {data.company.name}, each with a project role. A project keeps at least one Project
        Admin.
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {users.map((user) => {
          const member = memberOf(user.id);
          const fixed = user.id === fixedUserId;
          const checkId = user.id === firstFree ? id : `${id}-${user.id}`;
          return (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex min-w-0 items-start gap-2">
                <input
                  id={checkId}
                  type="checkbox"
                  name={name}
                  value={user.id}
                  checked={fixed || Boolean(member)}
                  disabled={fixed}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(`${checkId}-detail`, hintId, error && errorId)}
                  className="mt-1 size-4 accent-ink-700"
                  onChange={(event) => toggle(user, event.target.checked)}
                />
                <label htmlFor={checkId} className="min-w-0 text-sm">
                  <span className="block font-medium text-slate-900">{user.name}</span>
                  <span id={`${checkId}-detail`} className="block break-all text-slate-700">
                    {fixed ? "You: the project's Project Admin" : user.email}
                    {user.status === "Active" ? "" : ` (${user.status})`}
                  </span>
                </label>
              </div>
              {fixed ? (
                <span className="text-sm font-medium text-slate-900">Project Admin</span>
              ) : (
                <div className="w-full sm:w-48">
                  <label htmlFor={`${checkId}-role`} className="sr-only">
                    Project role of {user.name}
                  </label>
                  <select
                    id={`${checkId}-role`}
                    className={`${inputClass(false)} mt-0 py-1.5 text-sm`}
                    value={member?.roleId ?? defaultRole(data, user)}
                    disabled={!member}
                    onChange={(event) => setRole(user.id, event.target.value)}
                  >
                    {projectRoles.map((role) => (
                      <option key={role.id} value={role.id}>
                        {role.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
