import { describe, expect, it } from "vitest";
import { ElementSchema, StepGroupSchema, sampleProject } from "~/features/playground";
import { applyImport, exportPackage, packageFileName, planImport, readPackage } from "./repository-package";

const now = new Date("2026-10-12T09:00:00Z");
const project = () => sampleProject();
const everything = (p = project()) => ({
  elements: p.elements.map((e) => e.id),
  stepGroups: p.automation.stepGroups.map((g) => g.id),
  programElements: p.automation.programElements.map((e) => e.id),
});
/** Export, write the file's text, read it back. */
const roundTrip = (p = project()) => {
  const read = readPackage(JSON.stringify(exportPackage(p, everything(p), now)));
  if (!read.ok) throw new Error(read.message);
  return read;
};
const emptied = (p = project()) => ({
  ...p,
  elements: [],
  automation: { ...p.automation, stepGroups: [], programElements: [] },
});

describe("the Ignitest package (.igx)", () => {
  it("is named after the project and the date", () => {
    expect(packageFileName("Northwind Web Regression", now)).toBe("northwind-web-regression-2026-10-12.igx");
  });

  it("brings the elements a step group uses", () => {
    const p = project();
    const pkg = exportPackage(p, { elements: [], stepGroups: ["sg-sign-in"], programElements: [] }, now);
    expect(pkg.elements.map((e) => e.id).sort()).toEqual(["el-email", "el-password", "el-sign-in"]);
  });

  it("round-trips losslessly into an empty repository", () => {
    const p = project();
    const read = roundTrip(p);
    expect(read.problems).toEqual([]);
    const { project: imported, summary } = applyImport(emptied(p), read.pkg, {});
    expect(imported).toEqual(p);
    expect(summary).toEqual({
      created: p.elements.length + p.automation.stepGroups.length + p.automation.programElements.length,
      updated: 0,
      skipped: 0,
    });
  });

  it("round-trips into the same project: every item in conflict, Skip by default, Overwrite changes nothing", () => {
    const p = project();
    const { pkg } = roundTrip(p);
    const plan = planImport(p, pkg);
    expect(plan.every((item) => item.conflict)).toBe(true);
    const skipped = applyImport(p, pkg, {});
    expect(skipped.project).toEqual(p);
    expect(skipped.summary.skipped).toBe(plan.length);
    const overwrite = Object.fromEntries(plan.map((item) => [item.key, "Overwrite" as const]));
    const overwritten = applyImport(p, pkg, overwrite);
    expect(overwritten.project).toEqual(p);
    expect(overwritten.summary.updated).toBe(plan.length);
  });

  it("keeps both with a suffix, and the copied step group points to the copied elements", () => {
    const p = project();
    const { pkg } = roundTrip(p);
    const keepBoth = Object.fromEntries(planImport(p, pkg).map((item) => [item.key, "Keep both" as const]));
    const { project: imported } = applyImport(p, pkg, keepBoth);
    const copy = imported.automation.stepGroups.find((g) => g.name === "Sign in (2)");
    const emailCopy = imported.elements.find(
      (e) => e.name === `${p.elements.find((x) => x.id === "el-email")?.name} (2)`,
    );
    expect(copy?.id).not.toBe("sg-sign-in");
    expect(emailCopy?.id).not.toBe("el-email");
    expect(copy?.steps[1]?.inputs.element).toBe(emailCopy?.id);
    expect(imported.automation.programElements.map((e) => e.name)).toEqual([
      "Calculate order check digit",
      "Calculate order check digit (2)",
    ]);
    for (const element of imported.elements) expect(() => ElementSchema.parse(element)).not.toThrow();
    for (const group of imported.automation.stepGroups) expect(() => StepGroupSchema.parse(group)).not.toThrow();
  });

  it("refuses a file that is no package, and names a bad item by its place", () => {
    expect(readPackage("name,locator")).toEqual({
      ok: false,
      message: "This file is not an Ignitest package (.igx): it could not be read.",
    });
    expect(readPackage('{"format":"zip"}')).toMatchObject({ ok: false });
    const pkg = exportPackage(project(), everything(), now);
    const broken = { ...pkg, programElements: [{ ...pkg.programElements[0], language: "Python" }] };
    const read = readPackage(JSON.stringify(broken));
    expect(read.ok && read.problems).toEqual([
      'Program elements, item 1 (Calculate order check digit): language: Invalid option: expected one of "Java"|"JavaScript"',
    ]);
    expect(read.ok && read.pkg.programElements).toEqual([]);
  });
});
