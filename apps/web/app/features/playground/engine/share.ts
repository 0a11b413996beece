/**
 * A share link's payload: the test and the elements it uses, as JSON compressed
 * into a URL-safe string (lz-string). Decoding validates with the model's zod
 * schemas and returns a typed error for a damaged link; it never throws
 * (docs/playground.md#export-and-share).
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from "lz-string";
import { z } from "zod";
import type { PlaygroundTest, ProjectElement } from "../model";
import { ElementSchema, TestSchema } from "../model-schemas";

const SharedSchema = z.strictObject({ v: z.literal(1), test: TestSchema, elements: z.array(ElementSchema).max(500) });

export type DecodedShare =
  | { ok: true; test: PlaygroundTest; elements: ProjectElement[] }
  | { ok: false; error: "empty" | "damaged" | "invalid"; message: string };

/** Only the elements the test's steps refer to travel with it. */
export function encodeShare(test: PlaygroundTest, elements: readonly ProjectElement[]): string {
  const used =
    test.type === "web"
      ? elements.filter((element) => test.steps.some((step) => Object.values(step.inputs).includes(element.id)))
      : [];
  return compressToEncodedURIComponent(JSON.stringify({ v: 1, test, elements: used }));
}

export function decodeShare(text: string | null | undefined): DecodedShare {
  if (!text) return { ok: false, error: "empty", message: "The link holds no test." };
  let json: unknown;
  try {
    const raw = decompressFromEncodedURIComponent(text);
    if (!raw) throw new Error("empty");
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: "damaged", message: "The link is damaged: it was cut short or changed." };
  }
  const parsed = SharedSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: "invalid", message: "The link does not hold a test this playground can open." };
  }
  return { ok: true, test: parsed.data.test, elements: parsed.data.elements };
}
