import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { formatWhen } from "../../runs/format";
import { demoSeed } from "../../state/seed";
import { mayConfigure } from "./access";
import { labelFormSchema, mailServerFormSchema, runConfigurationFormSchema } from "./forms";
import { projectSettings, scriptLabels, timeSettingsOf, withProject } from "./project-settings";
import { seedRunConfigurations } from "./seed";

const smtp = {
  kind: "smtp",
  host: "smtp.northwind.example",
  port: "587",
  security: "STARTTLS",
  username: "",
  password: "",
  fromAddress: "ignitest@northwind.example",
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("the Configuration area's rules", () => {
  it("refuses a host with a space or a scheme, a port out of range and a bad From address, each on its field", () => {
    expect(mailServerFormSchema.safeParse(smtp).success).toBe(true);
    const bad = mailServerFormSchema.safeParse({ ...smtp, host: "https://smtp.x", port: "70000", fromAddress: "qa@" });
    expect(messages(bad)).toEqual({
      host: "Enter a host name such as smtp.northwind.example: no spaces, scheme or port",
      port: "Enter a port from 1 to 65535, usually 587 or 465",
      fromAddress: "Enter an e-mail address such as ignitest@northwind.example",
    });
    // The Ignitest mail service needs nothing else.
    expect(mailServerFormSchema.safeParse({ ...smtp, kind: "ignitest", host: "", fromAddress: "" }).success).toBe(true);
  });

  it("keeps label names to lowercase letters, digits and hyphens, unique in the project", () => {
    const schema = labelFormSchema(["smoke"]);
    const base = { color: "Green", description: "", appliesTo: ["Scripts"] };
    expect(messages(schema.safeParse({ ...base, name: "Release 2.4" })).name).toMatch(
      /lowercase letters, digits and hyphens/,
    );
    expect(messages(schema.safeParse({ ...base, name: "smoke" })).name).toBe("A label with this name already exists");
    expect(messages(schema.safeParse({ ...base, name: "release-24", appliesTo: [] })).appliesTo).toBe(
      "Choose what the label may be attached to",
    );
    expect(schema.safeParse({ ...base, name: "release-24" }).success).toBe(true);
  });

  it("asks a run configuration for a browser somewhere, and refuses Headless with Safari", () => {
    const schema = runConfigurationFormSchema(["Staging · Chrome"], ["Staging"]);
    const base = {
      name: "Mac Safari",
      type: "Web",
      environment: "Staging",
      windowSize: "Maximized",
      pageLoadTimeout: "60",
    };
    const none = schema.safeParse({ ...base, machines: [{ machine: "QA-Mac-01", targets: [], sessions: 1 }] });
    expect(messages(none).machines).toBe("Select a browser or device on at least one machine");
    const headless = schema.safeParse({
      ...base,
      headless: "on",
      machines: [{ machine: "QA-Mac-01", targets: ["Safari"], sessions: 1 }],
    });
    expect(messages(headless).headless).toBe("Headless is not available for Safari");
    expect(messages(schema.safeParse({ ...base, name: "staging · chrome", machines: [] })).name).toBe(
      "A run configuration with this name already exists",
    );
  });

  it("seeds each project, and gives a project without settings the docs' defaults", () => {
    const data = demoSeed();
    expect(DemoDataSchema.parse(data).settings.projects.map((entry) => entry.projectId)).toEqual([
      "p-web",
      "p-mobile",
      "p-tracking",
      "p-api",
    ]);
    expect(scriptLabels(data, "p-web").map((label) => label.name)).toEqual([
      "smoke",
      "regression",
      "checkout",
      "search",
    ]);
    const fresh = projectSettings({ ...data, projects: [...data.projects] }, "p-new");
    expect(fresh.timeZone).toEqual({
      zone: "UTC",
      dateFormat: "YYYY-MM-DD",
      timeFormat: "24-hour",
      firstDay: "Monday",
    });
    expect(fresh.result.keepSuiteResults).toBe("90");
    expect(fresh.memory.clientLimitMb).toBe(2048);
  });

  it("a document stored before the area gets the seeded settings", () => {
    const { settings: _, ...before } = demoSeed();
    expect(DemoDataSchema.parse(before).settings.mailServer.host).toBe("smtp.northwind.example");
  });

  it("writes a project's run times in its time zone and clock", () => {
    const data = demoSeed();
    const web = projectSettings(data, "p-web");
    const tokyo = withProject(data.settings, {
      ...web,
      timeZone: { ...web.timeZone, zone: "Asia/Tokyo", timeFormat: "12-hour" },
    });
    const time = timeSettingsOf({ ...data, settings: tokyo }, "p-web");
    expect(formatWhen("2026-11-26T02:07:00.000Z")).toBe("Nov 26, 2026, 02:07 UTC");
    expect(formatWhen("2026-11-26T02:07:00.000Z", time)).toBe("Nov 26, 2026, 11:07 AM GMT+9");
    expect(timeSettingsOf({ ...data, settings: tokyo }, "p-mobile").zone).toBe("UTC");
  });

  it("the seeded runs' configurations are the seeded run configurations'", () => {
    const run = demoSeed().runs.find((candidate) => candidate.id === "EXE2041");
    const nightly = seedRunConfigurations.nightly;
    expect(run?.configuration).toEqual({
      browser: "Chrome",
      machine: nightly.machines[0]?.machine,
      environment: "Staging",
    });
  });

  it("lets the Super Admin and a Project Admin change a project's configuration, the license's only Super Admin and Admin", () => {
    const data = demoSeed();
    const as = (userId: string) => ({ ...data, actingUserId: userId });
    expect(mayConfigure(as("u-1"), "project").allowed).toBe(true);
    expect(mayConfigure(as("u-3"), "project").allowed).toBe(true);
    expect(mayConfigure(as("u-3"), "license")).toEqual({
      allowed: false,
      reason: "Only the Super Admin or an Admin may change this for the license; Aisha Rahman is a Project Admin.",
    });
    expect(mayConfigure(as("u-2"), "license").allowed).toBe(true);
    expect(mayConfigure(as("u-4"), "project")).toEqual({
      allowed: false,
      reason: "Changing a project's configuration needs the Project Admin role; Tom Becker is a Test Engineer.",
    });
  });
});
