/**
 * The playground's engine: framework-free TypeScript the screens build on
 * (docs/playground.md). Locators and the Finder, step kinds over the catalogue's
 * NLPs, the web and API runners, export to Playwright and to the step script,
 * share links, and the typed action script for recordings.
 */
export type { ActionContext, ActionOutcome } from "./action-context";
export { navigateFrame } from "./action-context";
export { isGeneratedId } from "./generated-id";
export { type InteractiveElement, listInteractiveElements } from "./interactive-elements";
export { browserLayout, type Layout } from "./layout";
export { type LocatorCandidate, locatorCandidates, rankCandidates } from "./locator-candidates";
export { formatLocator, parseLocatorText } from "./locator-format";
export { bindingFor, bindingNamed, type InputBinding, NLP_BINDINGS, type NlpBinding } from "./nlp-bindings";
export { actionCode, toPlaywright } from "./playwright-export";
export { locatorSyntaxProblem, resolveLocator } from "./resolve-locator";
export { elementLocator, fillPlaceholders, type InputIssue, type ResolvedStep, resolveStep } from "./resolve-step";
export { type RunApiTestOptions, readJsonPath, runApiTest } from "./run-api-test";
export { type RunOutcome, type RunTestOptions, runTest } from "./run-test";
export { type ActionScript, ActionScriptSchema, type ScriptAction, ScriptActionSchema } from "./scripting";
export { type DecodedShare, decodeShare, encodeShare } from "./share";
export { type Action, ActionSchema, type StepKind } from "./step-kinds";
export { type ParsedScript, parseScript, type ScriptError, stepLine, toScript } from "./step-script";
export { baselineKey, type Capture, type Compare, type Comparison, captureDocument, compareImages } from "./visual";
