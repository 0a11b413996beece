/**
 * The playground's public entry for other features (docs/conventions.md: a feature uses another only
 * through its index): its project store, sample project, model and runners. The Platform demo's
 * Test Development area works over the playground's own project through it
 * (docs/platform-demo.md#automation), and its Execution area runs the project's web tests with it
 * (docs/platform-demo.md#execution). The playground's route imports its screen by path, so nothing
 * here reaches `/playground`'s first load.
 */
export {
  DataSetSchema,
  ElementReferenceSchema,
  ParameterSchema,
  PLACEHOLDER_NAME,
  ProgramElementSchema,
  ScopedVariableSchema,
  StepGroupSchema,
  VariableSchema,
} from "./automation-schemas";
export { APP_TITLES } from "./components/app-frame";
export { navigateFrame } from "./engine/action-context";
export { formatLocator, parseLocatorText } from "./engine/locator-format";
export { isDynamicLocator, MASK } from "./engine/placeholders";
export { dependencyOrder, runScript, type ScriptOutcome, type ScriptStatus } from "./engine/run-script";
export { type RunOutcome, type RunTestOptions, runTest } from "./engine/run-test";
export { CALL_STEP_GROUP, GROUP_INPUT, groupCallStep, isGroupCall } from "./engine/step-groups";
export { stepLine } from "./engine/step-script";
export { type Persistence, type ProjectState, useProject } from "./hooks/use-project";
export type {
  Condition,
  DataSet,
  Locator,
  ProgramElement,
  ProgramValue,
  Project,
  ProjectAutomation,
  ProjectElement,
  Run as PlaygroundRun,
  SampleApp,
  ScopedVariable,
  ScriptSettings,
  Step,
  StepGroup,
  StepGroupParameter,
  StepResult,
  Variable,
  WebTest,
} from "./model";
export { LOCATOR_KINDS } from "./model";
export { ElementSchema } from "./model-schemas";
export { newId } from "./state/project-actions";
export { indexedDbStore, memoryStore, type ProjectStore } from "./state/project-store";
export { sampleProject } from "./state/sample-project";
