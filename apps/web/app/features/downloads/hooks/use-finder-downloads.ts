import type { ClientDownloadsCount, ClientPlatform } from "@ignitest/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { FINDER_CLIENT_VERSION } from "../finder-release";

/** The API modules bring zod; load them with the section, not with every page. */
const loadApi = () => Promise.all([import("../api/get-downloads-count"), import("../api/record-download")]);

/**
 * The download count (fetched after mount, so the prerendered page never
 * shows a stale number) and `record`, which logs one download and then
 * refreshes the count. Neither ever blocks the download itself: a failure
 * leaves the count as it was and goes to the console.
 */
export function useFinderDownloads() {
  const [count, setCount] = useState<ClientDownloadsCount | null>(null);
  const latest = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const [{ getDownloadsCount }] = await loadApi();
      const next = await getDownloadsCount(controller.signal);
      if (!controller.signal.aborted) setCount(next);
    } catch (error) {
      if (!controller.signal.aborted) console.warn("The download count is not available", error);
    }
  }, []);

  useEffect(() => {
    void refresh();
    return () => latest.current?.abort();
  }, [refresh]);

  const record = useCallback(
    async (platform: ClientPlatform) => {
      try {
        const [, { recordDownload }] = await loadApi();
        await recordDownload({ platform, version: FINDER_CLIENT_VERSION });
      } catch (error) {
        console.warn("The download was not recorded", error);
        return;
      }
      await refresh();
    },
    [refresh],
  );

  return { count, record };
}
