import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { demoSeed } from "../../state/seed";
import { nextProjectNumber, projectCode } from "./model";
import {
  mayArchiveProject,
  mayCreateProject,
  mayDeleteProject,
  mayEditProject,
  visibleProjects,
} from "./project-access";
import {
  projectDetailsSchema,
  projectMembersSchema,
  projectSettingsSchema,
  projectTypeStepSchema,
} from "./project-form-schema";

function nameMessage(name: string): string | undefined {
  const parsed = projectDetailsSchema(["Northwind Web Regression"]).safeParse({ name, description: "" });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("the project form's rules (create-project.md)", () => {
  it("wants a unique name of letters, digits, spaces, hyphens and underscores, at most 50 characters", () => {
    expect(nameMessage("")).toBe("Enter a project name");
    expect(nameMessage("  northwind web regression ")).toBe("A project with this name already exists");
    expect(nameMessage("Northwind/Checkout")).toBe("Use letters, digits, spaces, hyphens and underscores only");
    expect(nameMessage("x".repeat(51))).toBe("Enter a name of 50 characters or fewer");
    expect(nameMessage(" Northwind Checkout_2 ")).toBeUndefined();
  });

  it("asks for a type, and platforms only for Mobile and Web & Mobile", () => {
    expect(projectTypeStepSchema.safeParse({ type: "", platforms: [] }).error?.issues[0]?.message).toBe(
      "Select a project type",
    );
    expect(projectTypeStepSchema.safeParse({ type: "mobile", platforms: [] }).error?.issues[0]?.message).toBe(
      "Select Android, iOS or both",
    );
    expect(projectTypeStepSchema.parse({ type: "web", platforms: ["ios"] })).toEqual({ type: "web", platforms: [] });
  });

  it("keeps at least one Project Admin among the members", () => {
    const schema = projectMembersSchema(["u-1", "u-2"], ["project-admin", "viewer"]);
    expect(schema.safeParse([{ userId: "u-1", roleId: "viewer" }]).error?.issues[0]?.message).toBe(
      "A project must keep at least one Project Admin",
    );
    expect(schema.safeParse([{ userId: "u-1", roleId: "project-admin" }]).success).toBe(true);
  });
});

describe("the projects' data", () => {
  it("parses a project stored before the area existed, with the defaults", () => {
    const stored = { ...demoSeed(), projects: [{ id: "p-old", name: "Old", type: "web" }] };
    const [project] = DemoDataSchema.parse(stored).projects;
    expect(project).toEqual({
      id: "p-old",
      name: "Old",
      type: "web",
      description: "",
      platforms: [],
      members: [],
      status: "Active",
      createdAt: "",
    });
    expect(projectCode(project ?? {})).toBe("");
  });

  it("numbers a new project after the highest ID", () => {
    expect(nextProjectNumber(demoSeed().projects)).toBe(1005);
    expect(nextProjectNumber([])).toBe(1001);
  });
});

describe("who may manage projects (overview.md)", () => {
  const seed = demoSeed();
  const [web, , tracking] = seed.projects;
  if (!web || !tracking) throw new Error("the seed has four projects");

  it("lets the Super Admin and Admins do everything, and deletes only an archived project", () => {
    expect(mayCreateProject(seed)).toEqual({ allowed: true });
    expect(mayArchiveProject({ ...seed, actingUserId: "u-2" })).toEqual({ allowed: true });
    expect(mayDeleteProject(seed, web)).toEqual({
      allowed: false,
      reason: "Only an archived project can be deleted: archive it first.",
    });
    expect(mayDeleteProject(seed, { ...web, status: "Archived" })).toEqual({ allowed: true });
    expect(mayEditProject(seed, { ...web, status: "Archived" })).toEqual({
      allowed: false,
      reason: "An archived project is read-only: restore it to edit it.",
    });
  });

  it("lets a Project Admin edit their projects only, and a Test Engineer nothing", () => {
    const aisha = { ...seed, actingUserId: "u-3" };
    expect(mayEditProject(aisha, web)).toEqual({ allowed: true });
    expect(mayEditProject(aisha, tracking)).toEqual({
      allowed: false,
      reason: "Aisha Rahman is not this project's Project Admin.",
    });
    expect(mayCreateProject(aisha)).toEqual({
      allowed: false,
      reason: "Creating projects needs the Super Admin or Admin license role; Aisha Rahman is a Project Admin.",
    });
    expect(visibleProjects(aisha).map((project) => project.id)).toEqual(["p-web", "p-mobile", "p-api"]);
    const tom = { ...seed, actingUserId: "u-4" };
    expect(mayEditProject(tom, web)).toEqual({
      allowed: false,
      reason:
        "Editing a project needs the Super Admin or Admin license role, or its Project Admin; Tom Becker is a Test Engineer.",
    });
  });
});

describe("the Edit dialog's rules (edit-and-archive-projects.md)", () => {
  const settings = (type: "web" | "mobile") =>
    projectSettingsSchema(type, ["Northwind Web Regression"], ["u-1", "u-3"], ["project-admin", "viewer"]);

  it("puts every message under its field's name at once", () => {
    const parsed = settings("mobile").safeParse({
      name: "northwind web regression",
      description: "",
      platforms: [],
      members: [{ userId: "u-3", roleId: "viewer" }],
    });
    expect(Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [])).toEqual({
      name: "A project with this name already exists",
      platforms: "Select Android, iOS or both",
      members: "A project must keep at least one Project Admin",
    });
  });

  it("asks platforms only of a mobile type", () => {
    const web = {
      name: "Checkout",
      description: "",
      platforms: [],
      members: [{ userId: "u-3", roleId: "project-admin" }],
    };
    expect(settings("web").safeParse(web).success).toBe(true);
    expect(settings("mobile").safeParse(web).success).toBe(false);
  });
});
