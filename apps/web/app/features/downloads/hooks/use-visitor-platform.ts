import type { ClientPlatform } from "@ignitest/contracts";
import { useEffect, useState } from "react";

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } };

/** The desktop system a user agent runs, or null (phones, tablets, unknown). */
export function platformOf(platformHint: string, userAgent: string): ClientPlatform | null {
  const text = `${platformHint} ${userAgent}`;
  if (/android|iphone|ipad|ipod/i.test(text)) return null;
  if (/win/i.test(text)) return "windows";
  if (/mac/i.test(text)) return "mac";
  if (/linux|x11|cros/i.test(text)) return "linux";
  return null;
}

/** The visitor's system, read after mount (the prerendered page recommends nothing). */
export function useVisitorPlatform(): ClientPlatform | null {
  const [platform, setPlatform] = useState<ClientPlatform | null>(null);
  useEffect(() => {
    const nav = navigator as NavigatorWithHints;
    setPlatform(platformOf(nav.userAgentData?.platform ?? "", nav.userAgent));
  }, []);
  return platform;
}
