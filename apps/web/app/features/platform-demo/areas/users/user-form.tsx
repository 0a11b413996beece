/** Invite or edit a user: name, e-mail and role, checked with zod, each message tied to its field. */
import { useState } from "react";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { type DemoUser, type Role, userFormSchema } from "../../model";

export type UserFields = { name: string; email: string; roleId: string };
type Errors = Partial<Record<keyof UserFields, string>>;

export function UserForm({
  user,
  roles,
  takenEmails,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  user?: DemoUser;
  roles: readonly Role[];
  takenEmails: readonly string[];
  submitLabel: string;
  onSubmit: (fields: UserFields) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const parsed = userFormSchema(
          takenEmails,
          roles.map((role) => role.id),
        ).safeParse(Object.fromEntries(form));
        if (parsed.success) {
          onSubmit(parsed.data);
          return;
        }
        const next: Errors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof UserFields;
          next[field] ??= issue.message;
        }
        setErrors(next);
        const first = (["name", "email", "roleId"] as const).find((field) => next[field]);
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }}
    >
      <TextField
        id="user-name"
        name="name"
        label="Name"
        autoComplete="off"
        defaultValue={user?.name}
        error={errors.name}
      />
      <TextField
        id="user-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="off"
        defaultValue={user?.email}
        error={errors.email}
      />
      <SelectField
        id="user-role"
        name="roleId"
        label="Role"
        placeholder="Select a role"
        defaultValue={user?.roleId ?? ""}
        options={roles.map((role) => ({ value: role.id, label: role.name }))}
        error={errors.roleId}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
