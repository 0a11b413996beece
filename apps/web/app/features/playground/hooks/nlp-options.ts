/**
 * The catalogue's answer to a search, checked with the contract, as the step
 * picker's options: only the NLPs the engine can run (docs/playground.md#step-kinds).
 * Loaded on the first search, with zod (docs/performance.md#the-playground).
 */
import { NlpItemSchema } from "@ignitest/contracts";
import { z } from "zod";
import { bindingFor } from "../engine";
import type { NlpOption } from "./use-nlp-search";

export function nlpOptions(answer: unknown): NlpOption[] {
  return z
    .array(NlpItemSchema)
    .parse(answer)
    .flatMap((item) => {
      const binding = bindingFor(item._id);
      return binding ? [{ binding, description: item.shortDescription }] : [];
    });
}
