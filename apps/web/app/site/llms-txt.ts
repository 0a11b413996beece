/**
 * llms.txt (https://llmstxt.org): a Markdown file at the site root that tells
 * language models and other tools what the site is and where its most useful
 * pages are, as "# title", "> summary", free text, then "## section" lists of
 * "- [title](url): description". A section named "Optional" holds what a tool
 * may skip when it is short of room.
 */
export type LlmsLink = { title: string; url: string; description?: string | undefined };
export type LlmsSection = { heading: string; links: readonly LlmsLink[] };
export type LlmsTxt = { title: string; summary: string; details: readonly string[]; sections: readonly LlmsSection[] };

/** One line of text: newlines in copy would break the list format. */
function inline(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Link text cannot hold an unescaped "]" (it would end the link early). */
function linkText(text: string): string {
  return inline(text).replace(/([[\]])/g, "\\$1");
}

export function formatLlmsTxt({ title, summary, details, sections }: LlmsTxt): string {
  const lines = [`# ${inline(title)}`, "", `> ${inline(summary)}`, ""];
  for (const paragraph of details) lines.push(inline(paragraph), "");
  for (const section of sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${inline(section.heading)}`, "");
    for (const link of section.links) {
      const description = link.description ? `: ${inline(link.description)}` : "";
      lines.push(`- [${linkText(link.title)}](${link.url})${description}`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
