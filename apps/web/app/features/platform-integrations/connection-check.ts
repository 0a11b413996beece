/**
 * What "Test Connection" would check for a tool, with the form's values in
 * place (docs/platform-integrations.md#test-connection). It only describes:
 * the demo makes no request.
 */
import { fillTemplate } from "~/lib/fill-template";
import type { IntegrationValues } from "./schema";
import { docsSuites, type Suite, type Tool } from "./tools";

function filled(values: IntegrationValues, name: string): boolean {
  const value = values[name];
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

export function connectionChecks(
  tool: Tool,
  values: IntegrationValues,
  suites: readonly Suite[] = docsSuites,
): string[] {
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") words[name] = value;
  }
  const suite = suites.find((candidate) => candidate.id === values.suiteId);
  if (suite) words.suiteName = `the suite ${suite.name} (${suite.id})`;
  // The URL a check names is the address only, never a secret's value.
  if (typeof values.webhookUrl === "string") words.webhookUrl = "the webhook URL";
  return tool.checks
    .filter((check) => (check.when ? filled(values, check.when) : true))
    .filter((check) => (check.unless ? !filled(values, check.unless) : true))
    .map((check) => fillTemplate(check.text, words));
}
