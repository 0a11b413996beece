/** Create or edit a custom role (content/docs/user-management/custom-roles.md): name, based on, description and permissions. */
import { useState } from "react";
import { inputClass } from "~/components/form/field-styles";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
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
  const takenNames = roles.filter((candidate) => candidate.id !== role?.id).map((candidate) => candidate.name);
  const form = useValidatedForm({
    schema: roleFormSchema(takenNames),
    onValid: (fields) => {
      onSubmit({ ...fields, basedOn, permissions });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Role name" autoComplete="off" defaultValue={role?.name} />
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
        {...form.field("description")}
        label="Description"
        optional
        autoComplete="off"
        defaultValue={role?.description}
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
