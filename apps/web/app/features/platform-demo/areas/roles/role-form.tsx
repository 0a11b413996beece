/** Create or edit a custom role (content/docs/user-management/custom-roles.md): name, based on, description and permissions. */
import { useState } from "react";
import { inputClass } from "~/components/form/field-styles";
import { TextField } from "~/components/form/text-field";
import { type Role, roleFormSchema } from "../../model";
import type { PermissionId } from "../../permissions";
import { PermissionSwitches } from "./permission-switches";

export type RoleFields = { name: string; description: string; basedOn: string; permissions: PermissionId[] };

export function RoleForm({
  role,
  roles,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  role?: Role;
  roles: readonly Role[];
  submitLabel: string;
  onSubmit: (fields: RoleFields) => void;
  onCancel: () => void;
}) {
  const bases = roles.filter((candidate) => candidate.builtIn && candidate.kind === "project");
  const [basedOn, setBasedOn] = useState(role?.basedOn ?? bases[0]?.id ?? "");
  const [permissions, setPermissions] = useState<PermissionId[]>(
    role ? [...role.permissions] : [...(bases[0]?.permissions ?? [])],
  );
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const takenNames = roles.filter((candidate) => candidate.id !== role?.id).map((candidate) => candidate.name);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const parsed = roleFormSchema(takenNames).safeParse({
          name: form.get("name"),
          description: form.get("description"),
        });
        if (!parsed.success) {
          const next: typeof errors = {};
          for (const issue of parsed.error.issues) next[issue.path[0] as "name" | "description"] ??= issue.message;
          setErrors(next);
          event.currentTarget.querySelector<HTMLElement>(next.name ? "#role-name" : "#role-description")?.focus();
          return;
        }
        onSubmit({ ...parsed.data, basedOn, permissions });
      }}
    >
      <TextField
        id="role-name"
        name="name"
        label="Role name"
        autoComplete="off"
        defaultValue={role?.name}
        error={errors.name}
      />
      {role ? null : (
        <div>
          <label htmlFor="role-based-on" className="block text-sm font-medium text-slate-900">
            Based on
          </label>
          <select
            id="role-based-on"
            className={`${inputClass(false)} mt-1`}
            value={basedOn}
            onChange={(event) => {
              const base = bases.find((candidate) => candidate.id === event.target.value);
              setBasedOn(event.target.value);
              if (base) setPermissions([...base.permissions]);
              setNote(base ? `The permissions of ${base.name} were copied.` : "");
            }}
          >
            {bases.map((base) => (
              <option key={base.id} value={base.id}>
                {base.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        id="role-description"
        name="description"
        label="Description"
        optional
        autoComplete="off"
        defaultValue={role?.description}
        error={errors.description}
      />
      <PermissionSwitches
        value={permissions}
        onChange={(next, why) => {
          setPermissions(next);
          setNote(why ?? "");
        }}
      />
      <p role="status" className="min-h-5 text-sm text-slate-800">
        {note}
      </p>
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
