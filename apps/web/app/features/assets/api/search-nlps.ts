import type { NlpItem, NlpSearchBody, NlpSearchResponse } from "@ignitest/contracts";
import { assetsPost } from "./assets-request";

/** POST /v1/public/nlp-details/search: NLPs whose name or description contains the key (at most 50). */
export async function searchNlps(body: NlpSearchBody, signal?: AbortSignal): Promise<NlpItem[]> {
  const response = await assetsPost<NlpSearchResponse>("nlp-details/search", body, signal);
  return response.responseObject;
}
