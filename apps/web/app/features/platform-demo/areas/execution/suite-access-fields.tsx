/**
 * The suite's Access (create-suites.md, Decide who may run it; suite-access.yaml): Everyone in the
 * project, or Selected members, ticked from the company's users with their role. `memberIds` is the
 * form's binding: its first box takes the field's id, so a message focuses it.
 */
import { useState } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";
import { SelectField } from "~/components/form/select-field";
import type { FieldBinding } from "~/components/form/use-validated-form";
import { accessChoices, type ExecutionSuite } from "./model";

export type SuiteMember = { id: string; name: string; role: string };

export function SuiteAccessFields({
  access,
  members: memberField,
  suite,
  users,
}: {
  access: FieldBinding;
  members: FieldBinding;
  suite?: ExecutionSuite | undefined;
  users: readonly SuiteMember[];
}) {
  const [choice, setChoice] = useState<string>(suite?.access ?? "Everyone in the project");
  const hintId = `${memberField.id}-hint`;
  const errorId = `${memberField.id}-error`;
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="pt-4 font-semibold text-slate-900">Access</legend>
      <SelectField
        {...access}
        label="Who may edit and run"
        hint="Members left out still see the suite and its results, but not its Run button. Project Admins always may."
        placeholder="Choose who"
        options={accessChoices.map((value) => ({ value, label: value }))}
        defaultValue={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      {choice === "Selected members" ? (
        <fieldset>
          <legend className={labelClass}>Selected members</legend>
          <p id={hintId} className={hintClass}>
            Tick the members who may edit and run the suite.
          </p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {users.map((user, index) => {
              const boxId = index === 0 ? memberField.id : `${memberField.id}-${index}`;
              return (
                <li key={user.id}>
                  <label
                    htmlFor={boxId}
                    className={`flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 has-checked:border-ink-700 has-checked:bg-ink-50 has-focus-visible:outline-3 has-focus-visible:outline-ink-600 ${memberField.error ? "border-red-700" : "border-slate-400 hover:border-slate-600"}`}
                  >
                    <input
                      id={boxId}
                      type="checkbox"
                      name={memberField.name}
                      value={user.id}
                      defaultChecked={suite?.memberIds.includes(user.id) ?? false}
                      aria-invalid={memberField.error ? true : undefined}
                      aria-describedby={describedBy(hintId, memberField.error && errorId)}
                      className="size-4 shrink-0 accent-ink-700 focus-visible:outline-none"
                    />
                    <span>
                      <span className="font-medium">{user.name}</span>
                      <span className="block text-xs text-slate-700">{user.role}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError id={errorId} message={memberField.error} />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
