import { type NlpItem, NlpSearchResponseSchema } from "@ignitest/contracts";
import { config } from "~/site/config";

/**
 * POST /v1/public/nlp-details/search {key}: the catalogue's NLPs whose name or
 * description holds the key (at most 50), the same call the assets pages make.
 * The playground parses the answer with the contract (zod is in its chunk anyway).
 */
export async function searchNlps(key: string, signal?: AbortSignal): Promise<NlpItem[]> {
  const response = await fetch(`${config.ASSETS_API_URL}/v1/public/nlp-details/search`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ key }),
    signal,
  });
  if (!response.ok) throw new Error(`The NLP catalogue answered HTTP ${response.status}`);
  return NlpSearchResponseSchema.parse(await response.json()).responseObject;
}
