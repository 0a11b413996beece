/**
 * The Platform's automation features over the playground's project
 * (docs/playground.md#automation, issue 28 item 4): variables, test data sets,
 * step groups with parameters, and a script's labels, data provider,
 * dependencies and pre- and post-conditions. Every field has a default or is
 * optional, so a project stored before still parses.
 */
import { z } from "zod";
import { StepSchema } from "./step-schema";

/** Names of variables, parameters and data columns in `${…}`: a letter, then letters, digits and underscores (variables.md). */
export const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const nameField = z
  .string()
  .trim()
  .min(1, "Enter a name")
  .max(60, "Use at most 60 characters")
  .regex(PLACEHOLDER_NAME, "Start with a letter; use letters, digits and underscores");

/** A variable steps read as `${name}` (content/docs/test-development/variables.md). */
export const VariableSchema = z.strictObject({
  name: nameField,
  value: z.string().max(2000),
  masked: z.boolean().default(false),
});

/** Global variables serve every project of the license, project variables this project (variables.md). */
export const ScopedVariableSchema = VariableSchema.extend({ scope: z.enum(["global", "project"]) });

/** A named set of rows a script runs once per row (a data provider: content/docs/test-data/data-providers.md). */
export const DataSetSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  columns: z.array(nameField).max(30),
  rows: z.array(z.record(z.string(), z.string())).max(200),
});

/** A step group's parameter (content/docs/test-development/parameterized-step-groups.md). */
export const ParameterSchema = z.strictObject({
  name: nameField,
  type: z.enum(["Text", "Number", "Boolean", "Secret"]).default("Text"),
  defaultValue: z.string().default(""),
  required: z.boolean().default(false),
  description: z.string().max(200).default(""),
});

/** A named, reusable sequence of steps (content/docs/test-development/step-groups.md). */
export const StepGroupSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  description: z.string().max(300).default(""),
  parameters: z.array(ParameterSchema).max(20).default([]),
  steps: z.array(StepSchema).max(100),
});

/** A pre- or post-condition: a step group or another script (pre-post-condition-levels.md). */
export const ConditionSchema = z.strictObject({ kind: z.enum(["stepGroup", "script"]), id: z.string().min(1) });

/** What a script adds to a web test: its labels, local variables, data provider, dependencies and conditions. */
export const ScriptSettingsSchema = z.strictObject({
  labels: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  variables: z.array(VariableSchema).max(50).default([]),
  dataSetId: z.string().optional(),
  onIterationFailure: z.enum(["Continue with next row", "Stop script"]).default("Continue with next row"),
  dependsOn: z.array(z.string()).max(20).default([]),
  preCondition: ConditionSchema.optional(),
  postCondition: ConditionSchema.optional(),
  runPostCondition: z.enum(["Always", "Only if passed"]).default("Always"),
});

/** An input or output of a program element (content/docs/repository/program-elements.md). */
export const ProgramValueSchema = z.strictObject({
  name: nameField,
  type: z.enum(["Text", "Number", "Boolean"]).default("Text"),
});

/** A program element: code a step calls like an NLP, run where the suite runs (program-elements.md). */
export const ProgramElementSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  language: z.enum(["Java", "JavaScript"]),
  inputs: z.array(ProgramValueSchema).max(20).default([]),
  outputs: z.array(ProgramValueSchema).max(20).default([]),
  code: z.string().max(20000).default(""),
  timeoutSeconds: z.number().int().min(1).max(300).default(30),
});

/** What a project adds: its variables, data sets and step groups. */
export const ProjectAutomationSchema = z.strictObject({
  variables: z.array(ScopedVariableSchema).max(200).default([]),
  dataSets: z.array(DataSetSchema).max(50).default([]),
  stepGroups: z.array(StepGroupSchema).max(100).default([]),
  /** Custom Java or JavaScript actions (program-elements.md; docs/playground.md#automation). */
  programElements: z.array(ProgramElementSchema).max(50).default([]),
});

/** An element found relative to another (shared-and-reference-elements.md): inside the same container as the anchor. */
export const ElementReferenceSchema = z.strictObject({
  elementId: z.string().min(1),
  relation: z.literal("inside"),
  /** The container's tag, class or both: `li`, `.product-card`, `div.product-card`. */
  container: z.string().trim().min(1).max(80),
});
