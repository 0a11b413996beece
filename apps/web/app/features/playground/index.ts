/**
 * The playground's public entry for other features (docs/playground.md): the project store the
 * playground keeps its tests in, its sample project, and the web runner. The Platform demo's
 * execution area runs the playground's own web tests with them (docs/platform-demo.md#execution).
 * The playground's route imports its screen by path, so this entry adds nothing to /playground.
 */
export { APP_TITLES } from "./components/app-frame";
export { navigateFrame } from "./engine/action-context";
export { type RunOutcome, type RunTestOptions, runTest } from "./engine/run-test";
export { stepLine } from "./engine/step-script";
export type { Project, Run as PlaygroundRun, SampleApp, StepResult, WebTest } from "./model";
export { indexedDbStore, memoryStore, type ProjectStore } from "./state/project-store";
export { sampleProject } from "./state/sample-project";
