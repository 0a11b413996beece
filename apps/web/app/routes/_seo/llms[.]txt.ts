import { formatLlmsTxt } from "~/site/llms-txt";
import { llmsTxtContent } from "./llms-txt.server";

/** /llms.txt (llmstxt.org): what the site is and where its pages are, for language models; prerendered. */
export function loader() {
  return new Response(formatLlmsTxt(llmsTxtContent()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
