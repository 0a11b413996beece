/**
 * The step picker's options: the catalogue's NLPs matching what was typed
 * (from the API), kept to those the engine can run, each with its inputs
 * (docs/playground.md#step-kinds).
 */
import { NlpItemSchema, searchKeyMinLength } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { z } from "zod";
import { searchNlps } from "~/features/assets";
import { bindingFor, type NlpBinding } from "../engine";

export interface NlpOption {
  binding: NlpBinding;
  description: string;
}

export type NlpSearch =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "done"; options: NlpOption[] }
  | { state: "error"; message: string };

export function useNlpSearch(query: string, delayMs = 200): NlpSearch {
  const [result, setResult] = useState<NlpSearch>({ state: "idle" });
  const key = query.trim();
  useEffect(() => {
    if (key.length < searchKeyMinLength) {
      setResult({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setResult({ state: "loading" });
    const timer = setTimeout(() => {
      // The assets pages' own call; the playground checks the answer with the contract (zod is in its chunk).
      searchNlps({ key }, controller.signal)
        .then((answer) => {
          const options = z
            .array(NlpItemSchema)
            .parse(answer)
            .flatMap((item) => {
              const binding = bindingFor(item._id);
              return binding ? [{ binding, description: item.shortDescription }] : [];
            });
          setResult({ state: "done", options });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setResult({ state: "error", message: `The NLP catalogue could not be searched (${message}).` });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);
  return result;
}
