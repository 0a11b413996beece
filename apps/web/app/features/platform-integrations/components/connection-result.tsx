/** What Test Connection would check, and that nothing left the browser (docs/platform-integrations.md#test-connection). */
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/platform-integrations";
import type { Tool } from "../tools";
import { Heading } from "./heading";

export function ConnectionResult({ tool, checks, level }: { tool: Tool; checks: readonly string[]; level: number }) {
  return (
    <section
      aria-labelledby={`${tool.id}-test-title`}
      className="mt-6 rounded-xl border border-slate-200 border-l-4 border-l-ink-700 bg-ink-50 p-4"
    >
      <Heading level={level + 1} id={`${tool.id}-test-title`} className="text-lg font-bold text-slate-900">
        {labels.testTitle}
      </Heading>
      <p className="mt-2 text-slate-800">{fillTemplate(labels.testIntro, { tool: tool.name })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-slate-800">
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-slate-900">{labels.demoNote}</p>
    </section>
  );
}
