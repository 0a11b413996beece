/**
 * The playground's data model: what a project holds and what a run produces
 * (docs/playground.md). The types of the schemas in model-schemas.ts, imported
 * for types only, so importing a type never loads zod
 * (docs/performance.md#the-playground).
 */
import type { z } from "zod";
import type * as automation from "./automation-schemas";
import type * as schemas from "./model-schemas";

/**
 * How a locator finds an element, most durable first (docs/playground.md#locators); the last three
 * are the mobile locators of a device's app tree (docs/playground.md#mobile-devices).
 */
export const LOCATOR_KINDS = [
  "role",
  "testId",
  "label",
  "text",
  "id",
  "css",
  "xpath",
  "accessibilityId",
  "resourceId",
  "appXpath",
] as const;

export type SampleApp = z.infer<typeof schemas.SampleAppSchema>;
export type LocatorKind = z.infer<typeof schemas.LocatorKindSchema>;
export type Locator = z.infer<typeof schemas.LocatorSchema>;
export type ProjectElement = z.infer<typeof schemas.ElementSchema>;
export type Step = z.infer<typeof schemas.StepSchema>;
export type WebTest = z.infer<typeof schemas.WebTestSchema>;
export type ApiTest = z.infer<typeof schemas.ApiTestSchema>;
export type PlaygroundTest = z.infer<typeof schemas.TestSchema>;
export type StepStatus = z.infer<typeof schemas.StepStatusSchema>;
export type StepResult = z.infer<typeof schemas.StepResultSchema>;
export type Run = z.infer<typeof schemas.RunSchema>;
export type Defect = z.infer<typeof schemas.DefectSchema>;
export type Project = z.infer<typeof schemas.ProjectSchema>;
export type ProjectAutomation = z.infer<typeof automation.ProjectAutomationSchema>;
export type ScriptSettings = z.infer<typeof automation.ScriptSettingsSchema>;
export type Variable = z.infer<typeof automation.VariableSchema>;
export type ScopedVariable = z.infer<typeof automation.ScopedVariableSchema>;
export type DataSet = z.infer<typeof automation.DataSetSchema>;
export type StepGroup = z.infer<typeof automation.StepGroupSchema>;
export type StepGroupParameter = z.infer<typeof automation.ParameterSchema>;
export type Condition = z.infer<typeof automation.ConditionSchema>;
export type ElementReference = z.infer<typeof automation.ElementReferenceSchema>;
export type ProgramElement = z.infer<typeof automation.ProgramElementSchema>;
export type ProgramValue = z.infer<typeof automation.ProgramValueSchema>;
