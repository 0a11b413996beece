import { useNavigate } from "react-router";
import type { LoginRecord } from "~/features/account";
import { openApp } from "../app-link";
import { finderDownloadPath, openFinderClient } from "../finder-deep-link";

/** The two launch actions a signed-in user has: the platform app and the Finder desktop client. */
export function useProductLaunch(record: LoginRecord | null) {
  const navigate = useNavigate();
  return {
    openPlatform: () => {
      if (record) void openApp(record, "platform");
    },
    openFinder: () => openFinderClient(() => navigate(finderDownloadPath)),
  };
}
