/**
 * The step picker's options: the catalogue's NLPs matching what was typed
 * (from the API), kept to those the engine can run, each with its inputs
 * (docs/playground.md#step-kinds).
 */
import { searchKeyMinLength } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { searchNlps } from "~/features/assets";
import type { NlpBinding } from "../engine";

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
      // The assets pages' own call; the answer is checked with the contract in nlp-options.ts, which (with zod)
      // loads on the first search, not with the playground (docs/performance.md#the-playground).
      Promise.all([searchNlps({ key }, controller.signal), import("./nlp-options")])
        .then(([answer, { nlpOptions }]) => {
          if (!controller.signal.aborted) setResult({ state: "done", options: nlpOptions(answer) });
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
