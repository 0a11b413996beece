import { getMostUsed } from "../api/get-most-used";
import { useRemoteData } from "./use-remote-data";

/** The Most Used Assets carousel's cards (SPEC section 9: page 0, size 16); none are asked for until `enabled`. */
export function useMostUsed(enabled = true) {
  const { data, loading } = useRemoteData(enabled ? "most-used" : undefined, getMostUsed);
  return { items: data ?? [], loading };
}
