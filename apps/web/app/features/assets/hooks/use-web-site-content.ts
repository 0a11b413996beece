import type { WebSiteContent } from "@ignitest/contracts";
import { getWebSiteContent } from "../api/get-web-site-content";
import { useRemoteData } from "./use-remote-data";

/**
 * The catalogue's section copy, used if the web-site call fails so every
 * section still has a heading. The API's copy replaces it once loaded.
 */
export const fallbackWebSiteContent: WebSiteContent = {
  mostUsedHeader: "Most Used Assets",
  mostUsedDescription: "The NLPs, elements and step groups that Ignitest users add to their projects most often.",
  nlpHeader: "NLPs",
  nlpDescription: "Predefined natural-language test steps, grouped by the kind of action they perform.",
  stepGrupHeader: "Step Groups",
  stepGroupDescription: "Reusable sequences of steps for flows that appear in many scripts.",
  elemntsHeader: "Elements",
  elementDescription: "Ready-made locators for the controls of common application screens.",
};

/** The web-site call's page content: null while loading, the fallback copy if it fails. */
export function useWebSiteContent(): WebSiteContent | null {
  const { data, loading } = useRemoteData("web-site", getWebSiteContent);
  if (loading) return null;
  return data ?? fallbackWebSiteContent;
}
