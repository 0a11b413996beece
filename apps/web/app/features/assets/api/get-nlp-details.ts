import type { NlpDetail, NlpDetailResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/nlp-details?nlpId&description=true: an NLP's full record, scenarios and FAQs included. */
export async function getNlpDetails(nlpId: string, signal?: AbortSignal): Promise<NlpDetail> {
  const body = await assetsGet<NlpDetailResponse>("nlp-details", { nlpId, description: true }, signal);
  return body.responseObject;
}
