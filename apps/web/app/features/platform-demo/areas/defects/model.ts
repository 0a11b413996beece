/**
 * A defect as content/docs/defects describes it (docs/platform-demo.md#defects): its fields,
 * the lifecycle's statuses and transitions (defect-lifecycle.md), and the Log Defect form's rules.
 */
import { z } from "zod";
import { StepRefSchema } from "../../runs/runs-model";

/** defect-lifecycle.md, in its order. */
export const defectStatuses = ["New", "Open", "In Progress", "Fixed", "Retest", "Closed", "Rejected"] as const;
export const DefectStatusSchema = z.enum(defectStatuses);
export type DefectStatus = z.infer<typeof DefectStatusSchema>;

export const severities = ["Blocker", "Critical", "Major", "Minor"] as const;
export const SeveritySchema = z.enum(severities);
export type Severity = z.infer<typeof SeveritySchema>;

export const priorities = ["High", "Medium", "Low"] as const;
export const PrioritySchema = z.enum(priorities);

/** Where a defect came from (overview.md, "Where defects come from"; the Source filter's values). */
export const DefectSourceSchema = z.enum(["Suite run", "Quick Run", "Manual run", "Manual entry"]);

export const HistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  /** The user who made the change. */
  byId: z.string().min(1),
  /** Absent for the entry that logged it. */
  from: DefectStatusSchema.optional(),
  to: DefectStatusSchema,
  comment: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** A comment on the defect's Comments tab (overview.md): Viewers may add them too. */
export const DefectCommentSchema = z.object({ at: z.iso.datetime(), byId: z.string().min(1), text: z.string().min(1) });

export const DefectSchema = z.object({
  /** Such as DEF301. */
  id: z.string().regex(/^DEF\d+$/),
  projectId: z.string().min(1),
  summary: z.string().min(1).max(200),
  description: z.string().max(5000),
  severity: SeveritySchema,
  priority: PrioritySchema,
  status: DefectStatusSchema,
  /** A project member, or none: Unassigned. */
  assigneeId: z.string().optional(),
  module: z.string().optional(),
  source: DefectSourceSchema,
  /** The failed step it was logged from: the evidence and the link back to it. */
  step: StepRefSchema.optional(),
  history: z.array(HistoryEntrySchema).min(1),
  comments: z.array(DefectCommentSchema).default([]),
});
export type Defect = z.infer<typeof DefectSchema>;

/** The arrows of defect-lifecycle.md's diagram; Closed and Rejected end a defect's life. */
export const transitions: Record<DefectStatus, readonly DefectStatus[]> = {
  New: ["Open", "Rejected"],
  Open: ["In Progress", "Rejected"],
  "In Progress": ["Fixed"],
  Fixed: ["Retest"],
  Retest: ["Closed", "Open"],
  Closed: [],
  Rejected: [],
};

/** "A comment is required for Rejected and when a defect goes back from Retest to Open" (defect-lifecycle.md). */
export function needsComment(from: DefectStatus, to: DefectStatus): boolean {
  return to === "Rejected" || (from === "Retest" && to === "Open");
}

/** New, Open, In Progress, Fixed and Retest count as open (defect-lifecycle.md). */
export function isOpen(status: DefectStatus): boolean {
  return status !== "Closed" && status !== "Rejected";
}

/** The next free ID after the highest one: DEF301 → DEF302. */
export function nextDefectId(defects: readonly Defect[]): string {
  const numbers = defects.map((defect) => Number(defect.id.slice(3)));
  return `DEF${Math.max(300, ...numbers) + 1}`;
}

/** The Log Defect dialog's fields (log-defects.md): `assignees` are the ids a defect may be given to. */
export function defectFormSchema(assignees: readonly string[], projects: readonly string[]) {
  return z.object({
    projectId: z.string().refine((id) => projects.includes(id), "Select a project"),
    summary: z
      .string()
      .trim()
      .min(1, "Enter a summary that says what is wrong")
      .max(200, "Enter a summary of 200 characters or fewer"),
    description: z.string().trim().max(5000, "Enter a description of 5,000 characters or fewer"),
    severity: z.enum(severities, "Select a severity"),
    priority: z.enum(priorities, "Select a priority"),
    /** A member's id, or "unassigned". */
    assigneeId: z
      .string()
      .refine((id) => id === "unassigned" || assignees.includes(id), "Select a project member or Unassigned"),
  });
}
export type DefectFields = z.infer<ReturnType<typeof defectFormSchema>>;

/** The comment a status change asks for: required where needsComment says so. */
export function statusCommentSchema(from: DefectStatus, to: DefectStatus) {
  const comment = z.string().trim().max(1000, "Enter a comment of 1,000 characters or fewer");
  if (!needsComment(from, to)) return z.object({ comment });
  const why =
    to === "Rejected"
      ? "Enter a comment: a defect set to Rejected needs one, such as the ID of the defect it duplicates"
      : "Enter a comment: a defect reopened after its retest needs one that says what failed again";
  return z.object({ comment: comment.min(1, why) });
}

export const commentFormSchema = z.object({
  text: z.string().trim().min(1, "Enter a comment").max(1000, "Enter a comment of 1,000 characters or fewer"),
});
