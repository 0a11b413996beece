/**
 * One step of a web test: the catalogue NLP it runs (its id in content/assets/nlps)
 * and the values of that NLP's inputs by input name. An Element input holds the
 * id of an element of the repository. A file of its own so that step groups
 * (automation-schemas.ts) and tests (model-schemas.ts) share it without a cycle.
 */
import { z } from "zod";

export const StepSchema = z.strictObject({
  id: z.string().min(1),
  nlpId: z.string().min(1),
  inputs: z.record(z.string(), z.string()),
  disabled: z.boolean().default(false),
});
