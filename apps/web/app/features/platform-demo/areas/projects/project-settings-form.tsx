/**
 * Edit a project (edit-and-archive-projects.md): its Name, Description,
 * Platforms (Mobile and Web & Mobile) and Members. The Type and the project
 * ID never change. Checked with zod on the site's form kit, each message on its field.
 */
import { useState } from "react";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { type DemoData, type DemoProject, projectTypeLabels } from "../../model";
import { DetailsFields } from "./details-fields";
import { MembersPicker } from "./members-picker";
import { type Platform, type ProjectMember, projectCode } from "./model";
import { PlatformFields } from "./platform-fields";
import { projectSettingsSchema } from "./project-form-schema";
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
  const form = useValidatedForm({
    schema: projectSettingsSchema(
      project.type,
      data.projects.filter((candidate) => candidate.id !== project.id).map((candidate) => candidate.name),
      data.users.map((user) => user.id),
      data.roles.filter((role) => role.kind === "project").map((role) => role.id),
    ),
    // The fields are controlled: what is checked is what they show.
    read: () => values,
    onValid: (settings) => {
      onSave({ ...settings, platforms: hasPlatforms(project.type) ? settings.platforms : [] });
      return undefined;
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {projectCode(project) ? `${projectCode(project)} · ` : ""}
        {projectTypeLabels[project.type]}: the ID and the type cannot be changed.
      </p>
      <DetailsFields field={form.field} values={values} onChange={(details) => setValues({ ...values, ...details })} />
      {hasPlatforms(project.type) ? (
        <PlatformFields
          field={form.field("platforms")}
          value={values.platforms}
          onChange={(platforms) => setValues({ ...values, platforms })}
        />
      ) : null}
      <MembersPicker
        field={form.field("members")}
        data={data}
        value={values.members}
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
