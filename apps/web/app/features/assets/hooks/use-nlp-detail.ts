import type { NlpItem } from "@ignitest/contracts";
import { getNlpDetails } from "../api/get-nlp-details";
import { getSubCategoriesByTitle } from "../api/get-sub-categories-by-title";
import { type AssetTypesState, typeIdOf } from "./use-asset-types";
import { useRemoteData } from "./use-remote-data";

/** How many other NLPs of the same card the detail page suggests. */
export const RELATED_NLP_COUNT = 4;

/** One NLP's full record (description, scenarios, FAQs, platforms, version). */
export function useNlpDetail(id: string | null | undefined) {
  return useRemoteData(typeof id === "string" ? `nlp|${id}` : id, (signal) =>
    typeof id === "string" ? getNlpDetails(id, signal) : Promise.reject(new Error("No id")),
  );
}

/** Other NLPs in the same card: the related assets of a detail page. Empty when they cannot load. */
export function useRelatedNlps(
  nlpId: string | undefined,
  categoryTitle: string | undefined,
  assetTypes: AssetTypesState,
): NlpItem[] {
  const typeId = typeIdOf(assetTypes, "Nlps");
  const ready = nlpId && categoryTitle && typeof typeId === "string";
  const { data } = useRemoteData(ready ? `related|${typeId}|${categoryTitle}` : null, (signal) =>
    getSubCategoriesByTitle({ title: categoryTitle ?? "", typeId: typeId ?? "" }, signal),
  );
  return (data ?? [])
    .filter((item): item is NlpItem => item.kind === "nlp" && item._id !== nlpId)
    .slice(0, RELATED_NLP_COUNT);
}
