/**
 * The browser family of a User-Agent header: all that is kept of it, so the
 * download log says where downloads come from without identifying anyone.
 * Order matters: Edge and Opera also claim Chrome, and Chrome claims Safari.
 */
const families: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\/|\bWget\/|\bpython-requests\/|\bnode-fetch\b|\bundici\b/i, "Script"],
];

export function userAgentFamily(userAgent: string | undefined): string {
  if (!userAgent) return "Unknown";
  for (const [pattern, family] of families) {
    if (pattern.test(userAgent)) return family;
  }
  return "Other";
}
