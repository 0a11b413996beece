import { describe, expect, it } from "vitest";
import { demoSeed } from "../../state/seed";
import { mayDefects } from "./access";
import {
  defectFormSchema,
  defectStatuses,
  needsComment,
  nextDefectId,
  statusCommentSchema,
  transitions,
} from "./model";

describe("the defect lifecycle", () => {
  it("follows defect-lifecycle.md's arrows, Closed and Rejected ending it", () => {
    expect(transitions.New).toEqual(["Open", "Rejected"]);
    expect(transitions.Retest).toEqual(["Closed", "Open"]);
    expect(transitions.Closed).toEqual([]);
    expect(transitions.Rejected).toEqual([]);
    for (const status of defectStatuses) for (const next of transitions[status]) expect(defectStatuses).toContain(next);
  });

  it("asks a comment for Rejected and for a reopen from Retest, with the message on the field", () => {
    expect(needsComment("New", "Rejected")).toBe(true);
    expect(needsComment("Retest", "Open")).toBe(true);
    expect(needsComment("New", "Open")).toBe(false);
    const result = statusCommentSchema("Open", "Rejected").safeParse({ comment: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Enter a comment: a defect set to Rejected needs one/);
    expect(statusCommentSchema("New", "Open").safeParse({ comment: "" }).success).toBe(true);
  });

  it("numbers a new defect after the highest ID", () => {
    expect(nextDefectId(demoSeed().defects)).toBe("DEF302");
    expect(nextDefectId([])).toBe("DEF301");
  });
});

describe("the Log Defect form's rules", () => {
  const schema = defectFormSchema(["u-4"], ["p-web"]);
  it("gives each missing field its own message", () => {
    const result = schema.safeParse({
      projectId: "",
      summary: " ",
      description: "",
      severity: "",
      priority: "Medium",
      assigneeId: "u-99",
    });
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      projectId: "Select a project",
      summary: "Enter a summary that says what is wrong",
      severity: "Select a severity",
      assigneeId: "Select a project member or Unassigned",
    });
  });

  it("takes the docs' severities and Unassigned", () => {
    const fields = { projectId: "p-web", summary: "Pay now button hidden", description: "", priority: "High" };
    expect(schema.safeParse({ ...fields, severity: "Blocker", assigneeId: "unassigned" }).success).toBe(true);
    expect(schema.safeParse({ ...fields, severity: "Trivial", assigneeId: "u-4" }).success).toBe(false);
  });
});

describe("who may log and move defects", () => {
  it("lets the Super Admin, a Project Admin and a Test Engineer, and tells a Viewer why not", () => {
    for (const actingUserId of ["u-1", "u-3", "u-4"]) {
      expect(mayDefects({ ...demoSeed(), actingUserId }, "defects.log").allowed).toBe(true);
      expect(mayDefects({ ...demoSeed(), actingUserId }, "defects.status").allowed).toBe(true);
    }
    expect(mayDefects({ ...demoSeed(), actingUserId: "u-6" }, "defects.status")).toEqual({
      allowed: false,
      reason: "Changing a defect's status needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
    });
    expect(mayDefects({ ...demoSeed(), actingUserId: "u-6" }, "defects.comment").allowed).toBe(true);
    expect(mayDefects({ ...demoSeed(), actingUserId: "u-2" }, "defects.comment")).toEqual({
      allowed: false,
      reason: "Commenting on defects needs a project role; Lucas Moreau is an Admin.",
    });
  });
});
