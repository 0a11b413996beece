import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { findStep } from "../../runs/runs-model";
import { demoSeed } from "../../state/seed";
import { defectStatuses, severities } from "./model";

describe("the demo company's defects", () => {
  const data = DemoDataSchema.parse(demoSeed());

  it("hold every status and every severity of the docs", () => {
    expect(new Set(data.defects.map((defect) => defect.status))).toEqual(new Set(defectStatuses));
    expect(new Set(data.defects.map((defect) => defect.severity))).toEqual(new Set(severities));
  });

  it("point at failed steps of the seeded runs, and at members of the company", () => {
    for (const defect of data.defects) {
      if (defect.step) expect(findStep(data.runs, defect.step)?.step.status, defect.id).toBe("Failed");
      if (defect.assigneeId) expect(data.users.map((user) => user.id)).toContain(defect.assigneeId);
      expect(data.projects.map((project) => project.id)).toContain(defect.projectId);
    }
  });

  it("keep a history that starts at New, chains each change and ends at the defect's status", () => {
    for (const defect of data.defects) {
      const [first, ...rest] = defect.history;
      expect(first?.to).toBe("New");
      for (const [index, entry] of rest.entries()) expect(entry.from).toBe(defect.history[index]?.to);
      expect(defect.history.at(-1)?.to).toBe(defect.status);
    }
  });

  it("are seeded, with the runs, into a document stored before the Defects area existed", () => {
    const { runs: _runs, defects: _defects, ...before } = demoSeed();
    const parsed = DemoDataSchema.parse(before);
    expect(parsed.runs).toEqual(demoSeed().runs);
    expect(parsed.defects.map((defect) => defect.id)).toEqual(data.defects.map((defect) => defect.id));
  });
});
