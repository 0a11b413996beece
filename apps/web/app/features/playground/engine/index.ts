/**
 * The playground's engine: framework-free TypeScript the screens build on
 * (docs/playground.md). Locators and the Finder, step kinds over the catalogue's
 * NLPs, the web and API runners, export to Playwright and to the step script,
 * share links, and the typed action script for recordings.
 *
 * Only what the first screen needs is exported here, and none of it loads zod
 * (docs/performance.md#the-playground). Imported by path, when they are first
 * needed: the runners (run-test.ts, run-api-test.ts, and the actions, checks
 * and visual checkpoint behind them) on the first "Run test" (use-runner);
 * resolve-step.ts, which parses a step's action with the step kinds' schemas
 * (the editor checks the inputs with step-inputs.ts); share.ts, playwright-export.ts and step-script.ts from
 * the dialogs and a shared link; scripting.ts from the recording driver.
 */
export type { ActionContext, ActionOutcome } from "./action-context";
export { navigateFrame } from "./action-context";
export { isGeneratedId } from "./generated-id";
export {
  type CollectOptions,
  collectInteractiveElements,
  type InteractiveElement,
  listInteractiveElements,
} from "./interactive-elements";
export { browserLayout, type Layout } from "./layout";
export { type LocatorCandidate, locatorCandidates, rankCandidates } from "./locator-candidates";
export { formatLocator, parseLocatorText } from "./locator-format";
export { mobileLocatorCandidates } from "./mobile-locators";
export { bindingFor, bindingNamed, type InputBinding, NLP_BINDINGS, type NlpBinding } from "./nlp-bindings";
export { locatorSyntaxProblem, resolveLocator } from "./resolve-locator";
export type { ResolvedStep } from "./resolve-step";
export type { ActionScript, ScriptAction } from "./scripting";
export type { DecodedShare } from "./share";
export { checkStepInputs, elementLocator, fillPlaceholders, type InputIssue } from "./step-inputs";
export type { Action, StepKind } from "./step-kinds";
export type { ParsedScript, ScriptError } from "./step-script";
