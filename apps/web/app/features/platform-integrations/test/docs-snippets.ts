/** The pipeline snippets of the docs' CI integration pages (content/docs/configuration). */
import { readFileSync } from "node:fs";
import type { ToolId } from "../tools";

export const CI_TOOLS = [
  "jenkins",
  "github",
  "gitlab",
  "azure-devops",
  "bitbucket",
] as const satisfies readonly ToolId[];

const docsDir = new URL("../../../../../../content/docs/configuration/", import.meta.url);

/** The fenced groovy or yaml blocks of a tool's integration page. */
export function docsSnippets(toolId: ToolId): string[] {
  const page = readFileSync(new URL(`${toolId}-integration.md`, docsDir), "utf8");
  return [...page.matchAll(/^```(groovy|yaml)\n([\s\S]*?)^```$/gm)].map((match) => (match[2] ?? "").replace(/\n$/, ""));
}
