/**
 * What the runner can do: one executable action per step kind, as a zod schema.
 * Catalogue NLPs map onto these kinds in nlp-bindings.ts (docs/playground.md#step-kinds).
 */
import { z } from "zod";
import { LocatorSchema } from "../model-schemas";
import { MOBILE_ACTIONS } from "./mobile-kinds";

const Match = z.enum(["equals", "contains"]);
const target = LocatorSchema;
/** A path on this site ("/playground/apps/shop/"): the frame must stay same-origin for the runner to reach it. */
const SitePath = z
  .string()
  .regex(/^\/(?!\/)/, "write a path on this site that starts with /, such as /playground/apps/shop/");

export const ActionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("navigate"), url: SitePath }),
  z.strictObject({ kind: z.literal("click"), target }),
  z.strictObject({ kind: z.literal("enterText"), target, text: z.string() }),
  z.strictObject({ kind: z.literal("selectOption"), target, option: z.string().min(1) }),
  z.strictObject({ kind: z.literal("check"), target }),
  z.strictObject({ kind: z.literal("uncheck"), target }),
  z.strictObject({ kind: z.literal("hover"), target }),
  z.strictObject({ kind: z.literal("pressKey"), keys: z.string().min(1), target: target.optional() }),
  z.strictObject({ kind: z.literal("waitForElement"), target, timeoutMs: z.number().int().positive().optional() }),
  z.strictObject({ kind: z.literal("verifyText"), target, expected: z.string(), match: Match }),
  z.strictObject({ kind: z.literal("verifyValue"), target, expected: z.string() }),
  z.strictObject({ kind: z.literal("verifyVisible"), target }),
  z.strictObject({ kind: z.literal("verifyNotVisible"), target }),
  z.strictObject({ kind: z.literal("verifyCount"), target, count: z.number().int().nonnegative() }),
  z.strictObject({ kind: z.literal("verifyUrl"), expected: z.string().min(1), match: Match }),
  z.strictObject({ kind: z.literal("verifyTitle"), expected: z.string(), match: Match }),
  z.strictObject({ kind: z.literal("visualCheckpoint"), baseline: z.string().min(1) }),
  ...MOBILE_ACTIONS,
]);
export type Action = z.infer<typeof ActionSchema>;
export type StepKind = Action["kind"];
export type ActionOf<K extends StepKind> = Extract<Action, { kind: K }>;
