/**
 * The playground's engine: framework-free TypeScript the screens build on
 * (docs/playground.md). Locators and the Finder, step kinds over the catalogue's
 * NLPs, the web and API runners, export to Playwright and to the step script,
 * share links, and the typed action script for recordings.
 *
 * The runners (run-test.ts, run-api-test.ts, and the actions, checks and
 * visual checkpoint behind them) are not exported here: use-runner imports
 * them by path on the first "Run test", so they stay out of the playground's
 * first load (docs/performance.md#the-playground).
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
export { bindingFor, bindingNamed, type InputBinding, NLP_BINDINGS, type NlpBinding } from "./nlp-bindings";
export { actionCode, toPlaywright } from "./playwright-export";
export { locatorSyntaxProblem, resolveLocator } from "./resolve-locator";
export { elementLocator, fillPlaceholders, type InputIssue, type ResolvedStep, resolveStep } from "./resolve-step";
export { type ActionScript, ActionScriptSchema, type ScriptAction, ScriptActionSchema } from "./scripting";
export { type DecodedShare, decodeShare, encodeShare } from "./share";
export { type Action, ActionSchema, type StepKind } from "./step-kinds";
export { type ParsedScript, parseScript, type ScriptError, stepLine, toScript } from "./step-script";
