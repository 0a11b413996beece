/**
 * Repository › Import/Export (content/docs/repository/import-export.md;
 * docs/platform-demo.md#import-export-and-program-elements): the Ignitest
 * package (.igx) holds elements, step groups and program elements. The docs
 * do not say what is inside one; here it is JSON, validated item by item with
 * the playground's own schemas, so a bad item is reported by its place and a
 * round trip loses nothing.
 */
import { z } from "zod";
import {
  ElementSchema,
  newId,
  type ProgramElement,
  ProgramElementSchema,
  type Project,
  type ProjectElement,
  type StepGroup,
  StepGroupSchema,
} from "~/features/playground";

export const PACKAGE_FORMAT = "ignitest-package";

export type ItemKind = "element" | "stepGroup" | "programElement";
export const kindLabel: Record<ItemKind, string> = {
  element: "Element",
  stepGroup: "Step group",
  programElement: "Program element",
};

/** The docs' conflict choices, Skip the default (import-export.md, How conflicts are resolved). */
export const CONFLICT_CHOICES = ["Skip", "Overwrite", "Keep both"] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

export interface RepositoryPackage {
  format: typeof PACKAGE_FORMAT;
  version: 1;
  project: string;
  exportedAt: string;
  elements: ProjectElement[];
  stepGroups: StepGroup[];
  programElements: ProgramElement[];
}

export interface Selection {
  elements: readonly string[];
  stepGroups: readonly string[];
  programElements: readonly string[];
}

const elementIdsIn = (group: StepGroup) =>
  new Set(group.steps.flatMap((step) => Object.values(step.inputs)).filter((value) => value.length > 0));

/** The package of the ticked items; step groups bring the elements they use, elements their reference's anchor. */
export function exportPackage(project: Project, selection: Selection, now: Date): RepositoryPackage {
  const stepGroups = project.automation.stepGroups.filter((group) => selection.stepGroups.includes(group.id));
  const wanted = new Set(selection.elements);
  for (const group of stepGroups) for (const id of elementIdsIn(group)) wanted.add(id);
  for (const element of project.elements) {
    if (wanted.has(element.id) && element.reference) wanted.add(element.reference.elementId);
  }
  return {
    format: PACKAGE_FORMAT,
    version: 1,
    project: project.name,
    exportedAt: now.toISOString(),
    elements: project.elements.filter((element) => wanted.has(element.id)),
    stepGroups,
    programElements: project.automation.programElements.filter((item) => selection.programElements.includes(item.id)),
  };
}

/** Named after the project and date, as the docs' `northwind-web-regression-2026-10-12.igx`. */
export function packageFileName(projectName: string, now: Date): string {
  const slug = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "repository"}-${now.toISOString().slice(0, 10)}.igx`;
}

const HeaderSchema = z.object({
  format: z.literal(PACKAGE_FORMAT),
  version: z.literal(1),
  project: z.string().max(200).default(""),
  exportedAt: z.string().max(40).default(""),
  elements: z.array(z.unknown()).max(500).default([]),
  stepGroups: z.array(z.unknown()).max(200).default([]),
  programElements: z.array(z.unknown()).max(100).default([]),
});

export type ReadResult = { ok: true; pkg: RepositoryPackage; problems: string[] } | { ok: false; message: string };

const collections = [
  ["elements", "Elements", ElementSchema],
  ["stepGroups", "Step groups", StepGroupSchema],
  ["programElements", "Program elements", ProgramElementSchema],
] as const;

const nameOf = (raw: unknown) =>
  typeof raw === "object" && raw !== null && "name" in raw && typeof raw.name === "string" ? ` (${raw.name})` : "";

/** Reads a package file: a file that is no package is refused whole; a bad item is left out and named by its place. */
export function readPackage(text: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "This file is not an Ignitest package (.igx): it could not be read." };
  }
  const header = HeaderSchema.safeParse(json);
  if (!header.success) {
    return { ok: false, message: "This file is not an Ignitest package (.igx) of version 1." };
  }
  const problems: string[] = [];
  const pkg: RepositoryPackage = {
    format: PACKAGE_FORMAT,
    version: 1,
    project: header.data.project,
    exportedAt: header.data.exportedAt,
    elements: [],
    stepGroups: [],
    programElements: [],
  };
  for (const [key, label, schema] of collections) {
    header.data[key].forEach((raw, index) => {
      const item = schema.safeParse(raw);
      if (item.success) {
        (pkg[key] as unknown[]).push(item.data);
        return;
      }
      const issue = item.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      problems.push(`${label}, item ${index + 1}${nameOf(raw)}: ${where}${issue?.message ?? "not valid"}`);
    });
  }
  return { ok: true, pkg, problems };
}

export interface PlannedItem {
  key: string;
  kind: ItemKind;
  name: string;
  /** The target's item of the same name in the same place, if any. */
  conflict: boolean;
}

const sameElement = (a: ProjectElement, b: ProjectElement) => a.name === b.name && a.app === b.app;

/** What an import would do: each item new or in conflict (same name in the same place: an element's app). */
export function planImport(project: Project, pkg: RepositoryPackage): PlannedItem[] {
  return [
    ...pkg.elements.map((item) => ({
      key: `element:${item.id}`,
      kind: "element" as const,
      name: item.name,
      conflict: project.elements.some((element) => sameElement(element, item)),
    })),
    ...pkg.stepGroups.map((item) => ({
      key: `stepGroup:${item.id}`,
      kind: "stepGroup" as const,
      name: item.name,
      conflict: project.automation.stepGroups.some((group) => group.name === item.name),
    })),
    ...pkg.programElements.map((item) => ({
      key: `programElement:${item.id}`,
      kind: "programElement" as const,
      name: item.name,
      conflict: project.automation.programElements.some((element) => element.name === item.name),
    })),
  ];
}

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: number;
}

/** `Checkout button (2)`: the first free suffix. */
const suffixed = (name: string, taken: (candidate: string) => boolean) => {
  for (let n = 2; ; n += 1) if (!taken(`${name} (${n})`)) return `${name} (${n})`;
};

interface Named {
  id: string;
  name: string;
}

/** Merges one collection by the choices; `same` finds the target's item in conflict. */
function merge<T extends Named>(
  target: readonly T[],
  incoming: readonly T[],
  kind: ItemKind,
  choices: Readonly<Record<string, ConflictChoice>>,
  same: (a: T, b: T) => boolean,
  prefix: string,
  summary: ImportSummary,
  ids: Map<string, string>,
  rewrite: (item: T) => T,
): T[] {
  const result = [...target];
  const idTaken = (id: string) => result.some((item) => item.id === id);
  for (const raw of incoming) {
    const existing = result.find((item) => same(item, raw));
    const choice = existing ? (choices[`${kind}:${raw.id}`] ?? "Skip") : null;
    if (existing && choice === "Skip") {
      ids.set(raw.id, existing.id);
      summary.skipped += 1;
    } else if (existing && choice === "Overwrite") {
      ids.set(raw.id, existing.id);
      result[result.indexOf(existing)] = { ...raw, id: existing.id };
      summary.updated += 1;
    } else {
      const id = idTaken(raw.id) ? newId(prefix) : raw.id;
      const name = existing
        ? suffixed(raw.name, (n) => result.some((item) => same(item, { ...raw, name: n })))
        : raw.name;
      ids.set(raw.id, id);
      result.push({ ...raw, id, name });
      summary.created += 1;
    }
  }
  const added = new Set(ids.values());
  return result.map((item) => (added.has(item.id) && !target.includes(item) ? rewrite(item) : item));
}

/** Imports a package: conflicts as chosen (Skip when none is), references rewritten to the target's ids. */
export function applyImport(
  project: Project,
  pkg: RepositoryPackage,
  choices: Readonly<Record<string, ConflictChoice>>,
): { project: Project; summary: ImportSummary } {
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0 };
  const ids = new Map<string, string>();
  const mapId = (id: string) => ids.get(id) ?? id;
  const elements = merge(project.elements, pkg.elements, "element", choices, sameElement, "el", summary, ids, (e) =>
    e.reference ? { ...e, reference: { ...e.reference, elementId: mapId(e.reference.elementId) } } : e,
  );
  const stepGroups = merge(
    project.automation.stepGroups,
    pkg.stepGroups,
    "stepGroup",
    choices,
    (a, b) => a.name === b.name,
    "sg",
    summary,
    ids,
    (group) => ({
      ...group,
      steps: group.steps.map((step) => ({
        ...step,
        inputs: Object.fromEntries(Object.entries(step.inputs).map(([input, value]) => [input, mapId(value)])),
      })),
    }),
  );
  const programElements = merge(
    project.automation.programElements,
    pkg.programElements,
    "programElement",
    choices,
    (a, b) => a.name === b.name,
    "pe",
    summary,
    ids,
    (item) => item,
  );
  return {
    project: { ...project, elements, automation: { ...project.automation, stepGroups, programElements } },
    summary,
  };
}
