import type { SinceVersion } from "@ignitest/contracts";
import { type NlpDraft, output } from "../catalogue-kit.js";

/**
 * Families whose NLPs differ in every detail are written as rows:
 * [name, one-line description, the sentence that follows it, inputs, version].
 */
export type NlpRow = [name: string, short: string, detail: string, inputs: NlpDraft["inputs"], since: SinceVersion];

/** Rows → drafts; steps that store or get a value say so in their outputs. */
export function draftsFromRows(rows: NlpRow[], extra: Pick<NlpDraft, "tags" | "platforms"> = {}): NlpDraft[] {
  return rows.map(([name, short, detail, inputs, since]) => ({
    name,
    short,
    long: `${short} ${detail}`,
    inputs,
    outputs: /^(Store|Get) /.test(name) ? [output("value", "Text", "The value saved.")] : [],
    since,
    ...extra,
  }));
}
