import { getMostUsed } from "../api/get-most-used";
import { useRemoteData } from "./use-remote-data";

/** The Most Used Assets carousel's cards (docs/product/calls.md#most-used: page 0, size 16). */
export function useMostUsed() {
  const { data, loading } = useRemoteData("most-used", getMostUsed);
  return { items: data ?? [], loading };
}
