import { useEffect } from "react";
import { useLoginRecord } from "~/features/account";

/**
 * On an academy page of a signed-in learner, merges the local progress with
 * the account's once the page has loaded (and again after a sign-in in
 * another tab). The sync code and zod load only then.
 */
export function useProgressSync() {
  const signedIn = Boolean(useLoginRecord()?.access_token);
  useEffect(() => {
    if (!signedIn) return;
    void import("./sync-progress").then((sync) => sync.syncWithServer());
  }, [signedIn]);
}
