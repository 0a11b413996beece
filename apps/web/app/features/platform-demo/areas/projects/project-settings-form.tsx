/**
 * Edit a project (edit-and-archive-projects.md): its Name, Description,
 * Platforms (Mobile and Web & Mobile) and Members. The Type and the project
 * ID never change. Checked with zod, each message on its field.
 */
import { useRef, useState } from "react";
import { type DemoData, type DemoProject, projectTypeLabels } from "../../model";
import { DetailsFields } from "./details-fields";
import { MembersPicker } from "./members-picker";
import { type Platform, type ProjectMember, projectCode } from "./model";
import { PlatformFields } from "./platform-fields";
import { fieldErrors, projectDetailsSchema, projectMembersSchema, projectTypeStepSchema } from "./project-form-schema";
import { hasPlatforms } from "./project-types";

export type ProjectSettings = { name: string; description: string; platforms: Platform[]; members: ProjectMember[] };

export function ProjectSettingsForm({
  data,
  project,
  onSave,
  onCancel,
}: {
  data: DemoData;
  project: DemoProject;
  onSave: (settings: ProjectSettings) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProjectSettings>({
    name: project.name,
    description: project.description,
    platforms: [...project.platforms],
    members: project.members.map((member) => ({ ...member })),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  const save = () => {
    const others = data.projects.filter((candidate) => candidate.id !== project.id);
    const details = projectDetailsSchema(others.map((candidate) => candidate.name)).safeParse(values);
    const type = projectTypeStepSchema.safeParse({ type: project.type, platforms: values.platforms });
    const members = projectMembersSchema(
      data.users.map((user) => user.id),
      data.roles.filter((role) => role.kind === "project").map((role) => role.id),
    ).safeParse(values.members);
    const next: Record<string, string> = {
      ...(details.success ? {} : fieldErrors(details.error)),
      ...(type.success ? {} : fieldErrors(type.error)),
      ...(members.success ? {} : { members: members.error.issues[0]?.message ?? "" }),
    };
    setErrors(next);
    if (details.success && type.success && members.success) {
      onSave({ ...details.data, platforms: type.data.platforms, members: members.data });
      return;
    }
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form
      ref={form}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {projectCode(project) ? `${projectCode(project)} · ` : ""}
        {projectTypeLabels[project.type]}: the ID and the type cannot be changed.
      </p>
      <DetailsFields
        idPrefix="edit-project"
        values={values}
        errors={errors}
        onChange={(details) => setValues({ ...values, ...details })}
      />
      {hasPlatforms(project.type) ? (
        <PlatformFields
          idPrefix="edit-project"
          value={values.platforms}
          error={errors.platforms}
          onChange={(platforms) => setValues({ ...values, platforms })}
        />
      ) : null}
      <MembersPicker
        idPrefix="edit-project"
        data={data}
        value={values.members}
        error={errors.members}
        onChange={(members) => setValues({ ...values, members })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Save
        </button>
      </div>
    </form>
  );
}
