/**
 * The step kinds of a finger and the device keyboard (docs/playground.md#mobile-devices),
 * joined to the runner's ActionSchema in step-kinds.ts.
 */
import { z } from "zod";
import { LocatorSchema } from "../model-schemas";

export const DirectionSchema = z.enum(["up", "down", "left", "right"]);

export const MOBILE_ACTIONS = [
  z.strictObject({ kind: z.literal("tap"), target: LocatorSchema }),
  /** Without a target, on the screen: the app's viewport. */
  z.strictObject({ kind: z.literal("swipe"), direction: DirectionSchema, target: LocatorSchema.optional() }),
  z.strictObject({ kind: z.literal("hideKeyboard") }),
  z.strictObject({ kind: z.literal("verifyKeyboard") }),
] as const;
