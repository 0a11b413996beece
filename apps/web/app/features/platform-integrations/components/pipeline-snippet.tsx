/** A CI tool's pipeline snippet, built from the saved settings, with its Copy button (docs/platform-integrations.md#snippets). */
import { useState } from "react";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/platform-integrations";
import type { Tool } from "../tools";
import { Heading } from "./heading";

export function PipelineSnippet({ tool, snippet, level }: { tool: Tool; snippet: string | undefined; level: number }) {
  const [copy, setCopy] = useState<{ state: "idle" | "copied" | "failed"; times: number }>({ state: "idle", times: 0 });
  if (!tool.ci) return null;
  const { file, product } = tool.ci;

  async function copySnippet() {
    if (!snippet) return;
    try {
      await navigator.clipboard.writeText(snippet);
      setCopy((previous) => ({ state: "copied", times: previous.times + 1 }));
    } catch {
      setCopy((previous) => ({ state: "failed", times: previous.times + 1 }));
    }
  }

  return (
    <section aria-labelledby={`${tool.id}-snippet-title`} className="mt-8 border-t border-slate-200 pt-6">
      <Heading level={level + 1} id={`${tool.id}-snippet-title`} className="text-xl font-bold text-slate-900">
        {labels.snippetTitle}
      </Heading>
      {snippet ? (
        <>
          <p className="mt-2 text-slate-700">{fillTemplate(labels.snippetIntro, { file, tool: tool.name })}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={fillTemplate(labels.copyName, { file })}
              onClick={copySnippet}
            >
              {labels.copy}
            </button>
            <p role="status" className="text-sm font-semibold text-slate-900">
              {copy.state === "copied" ? <span key={copy.times}>{labels.copied}</span> : null}
              {copy.state === "failed" ? <span key={copy.times}>{labels.copyFailed}</span> : null}
            </p>
          </div>
          <section
            aria-label={file}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            className="mt-3 max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50 focus-visible:outline-3 focus-visible:outline-ink-600"
          >
            <pre data-testid="pipeline-snippet" className="p-4 font-mono text-sm leading-6 text-slate-900">
              <code>{snippet}</code>
            </pre>
          </section>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{fillTemplate(labels.snippetEmpty, { product })}</p>
      )}
    </section>
  );
}
