import { type NlpDetail, NlpDetailResponseSchema } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/nlp-details?nlpId&description=true: an NLP's full record, scenarios and FAQs included. */
export async function getNlpDetails(nlpId: string, signal?: AbortSignal): Promise<NlpDetail> {
  const body = await assetsGet("nlp-details", { nlpId, description: true }, NlpDetailResponseSchema, signal);
  return body.responseObject;
}
