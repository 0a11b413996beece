/** Invite or edit a user: name, e-mail and role, checked with zod on the site's form kit, each message tied to its field. */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { type DemoUser, type Role, userFormSchema } from "../../model";

export type UserFields = { name: string; email: string; roleId: string };

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
  const form = useValidatedForm({
    schema: userFormSchema(
      takenEmails,
      roles.map((role) => role.id),
    ),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Name" autoComplete="off" defaultValue={user?.name} />
      <TextField {...form.field("email")} type="email" label="Email" autoComplete="off" defaultValue={user?.email} />
      <SelectField
        {...form.field("roleId")}
        label="Role"
        placeholder="Select a role"
        defaultValue={user?.roleId ?? ""}
        options={roles.map((role) => ({ value: role.id, label: role.name }))}
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
