/**
 * The rules of the Create Project wizard and the Edit dialog
 * (content/docs/project-management/create-project.md): a name unique in the
 * license, archived projects included, of letters, digits, spaces, hyphens and
 * underscores, at most 50 characters; a type; Platforms for Mobile and Web &
 * Mobile; a one-sentence description; members with a project role, at least
 * one of them Project Admin (project-members.md).
 */
import { z } from "zod";
import { type ProjectType, ProjectTypeSchema } from "../../model";
import { PlatformSchema } from "./model";
import { hasPlatforms } from "./project-types";

export const projectNameMessages = {
  empty: "Enter a project name",
  long: "Enter a name of 50 characters or fewer",
  characters: "Use letters, digits, spaces, hyphens and underscores only",
  taken: "A project with this name already exists",
} as const;

/** Name and description; `takenNames` are the other projects' names, archived ones too. */
export function projectDetailsSchema(takenNames: readonly string[]) {
  const used = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, projectNameMessages.empty)
      .max(50, projectNameMessages.long)
      .regex(/^[A-Za-z0-9 _-]+$/, projectNameMessages.characters)
      .refine((name) => !used.has(name.toLowerCase()), projectNameMessages.taken),
    description: z.string().trim().max(200, "Enter a description of 200 characters or fewer"),
  });
}

/** The type and, for the mobile types, at least one platform; other types keep none. */
export const projectTypeStepSchema = z
  .object({
    type: z.union([ProjectTypeSchema, z.literal("")]).refine((type) => type !== "", "Select a project type"),
    platforms: z.array(PlatformSchema),
  })
  .superRefine((value, context) => {
    if (hasPlatforms(value.type) && value.platforms.length === 0) {
      context.addIssue({ code: "custom", path: ["platforms"], message: "Select Android, iOS or both" });
    }
  })
  .transform((value) => ({
    type: ProjectTypeSchema.parse(value.type),
    platforms: hasPlatforms(value.type) ? value.platforms : [],
  }));

/** Members: users of the company, each once, with a project role; at least one Project Admin. */
export function projectMembersSchema(userIds: readonly string[], projectRoleIds: readonly string[]) {
  return z
    .array(
      z.object({
        userId: z.string().refine((id) => userIds.includes(id), "Select a user of the company"),
        roleId: z.string().refine((id) => projectRoleIds.includes(id), "Select a project role"),
      }),
    )
    .refine((members) => new Set(members.map((member) => member.userId)).size === members.length, "Add a user once")
    .refine(
      (members) => members.some((member) => member.roleId === "project-admin"),
      "A project must keep at least one Project Admin",
    );
}

/**
 * The Edit dialog's rules: name and description, the platforms a project of
 * `type` needs (its type never changes) and the members, each message under
 * its field's name.
 */
export function projectSettingsSchema(
  type: ProjectType,
  takenNames: readonly string[],
  userIds: readonly string[],
  projectRoleIds: readonly string[],
) {
  return projectDetailsSchema(takenNames).extend({
    platforms: z
      .array(PlatformSchema)
      .refine((platforms) => !hasPlatforms(type) || platforms.length > 0, "Select Android, iOS or both"),
    members: projectMembersSchema(userIds, projectRoleIds),
  });
}

/** The first message of each field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
