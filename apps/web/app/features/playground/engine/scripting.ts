/**
 * Driving the playground from a script: a list of timed actions that the screens
 * replay with a visible cursor and a click ripple, so a build script can record
 * a lesson (docs/playground.md#scripting). Types only here; the screens run it.
 *
 * - `at`: when the action starts, in ms from the start of the script (non-decreasing).
 * - `do`: `move` the cursor to `target`; `click` it (moving there first);
 *   `type` `text` into it (at a person's pace); `press` the key(s) in `text`
 *   ("Enter", "Control+A"); `wait` until `at` and do nothing.
 * - `target`: a locator of an element in the sample app's frame, or a string:
 *   the `data-playground` name of a control of the playground itself ("run-test").
 */
import { z } from "zod";
import { LocatorSchema } from "../model-schemas";

export const ScriptActionSchema = z
  .strictObject({
    at: z.number().int().nonnegative(),
    do: z.enum(["move", "click", "type", "wait", "press"]),
    target: z.union([LocatorSchema, z.string().min(1)]).optional(),
    text: z.string().optional(),
  })
  .superRefine((action, ctx) => {
    if ((action.do === "move" || action.do === "click" || action.do === "type") && action.target === undefined) {
      ctx.addIssue({ code: "custom", path: ["target"], message: `"${action.do}" needs a target` });
    }
    if ((action.do === "type" || action.do === "press") && !action.text) {
      ctx.addIssue({ code: "custom", path: ["text"], message: `"${action.do}" needs a text` });
    }
  });
export type ScriptAction = z.infer<typeof ScriptActionSchema>;

export const ActionScriptSchema = z
  .array(ScriptActionSchema)
  .max(2000)
  .refine((actions) => actions.every((a, i) => i === 0 || a.at >= (actions[i - 1] as ScriptAction).at), {
    message: "actions must be in time order (each at ≥ the one before)",
  });
export type ActionScript = z.infer<typeof ActionScriptSchema>;
