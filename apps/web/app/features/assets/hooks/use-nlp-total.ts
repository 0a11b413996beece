import { pageLimits } from "@ignitest/contracts";
import { getCategoriesByType } from "../api/get-categories-by-type";
import { useRemoteData } from "./use-remote-data";

/**
 * How many NLPs the catalogue holds right now: the item counts of every NLP
 * card, summed over all pages of categories/type. Backs the "over 700
 * predefined NLPs" claim with the live number. Null while loading or if any
 * page fails (then the claim stands alone).
 */
export function useNlpTotal(nlpTypeId: string | null | undefined): number | null {
  const key = typeof nlpTypeId === "string" ? `nlp-total|${nlpTypeId}` : nlpTypeId;
  const { data } = useRemoteData(key, async (signal) => {
    if (typeof nlpTypeId !== "string") return null;
    let total = 0;
    for (let page = 0; page <= pageLimits.maxPage; page++) {
      const list = await getCategoriesByType({ typeId: nlpTypeId, page, size: pageLimits.maxSize }, signal);
      total += list.content.reduce((sum, card) => sum + card.itemCount, 0);
      if (list.last) break;
    }
    return total;
  });
  return data;
}
