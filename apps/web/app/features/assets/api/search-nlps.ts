import { type NlpItem, type NlpSearchBody, NlpSearchResponseSchema } from "@ignitest/contracts";
import { assetsPost } from "./assets-request";

/** POST /v1/public/nlp-details/search: NLPs whose name or description contains the key (at most 50). */
export async function searchNlps(body: NlpSearchBody, signal?: AbortSignal): Promise<NlpItem[]> {
  const response = await assetsPost("nlp-details/search", body, NlpSearchResponseSchema, signal);
  return response.responseObject;
}
