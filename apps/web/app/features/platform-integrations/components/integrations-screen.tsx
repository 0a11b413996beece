/**
 * The Integrations screen of the Platform's demo mode (issue 28, item 8): the
 * tools' cards, and one tool's settings when its card is opened. The shell
 * gives it a store (docs/platform-integrations.md#mounting).
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/platform-integrations";
import type { IntegrationValues } from "../schema";
import type { IntegrationStore, SavedIntegration } from "../store";
import { docsSuites, findTool, type Suite, type Tool, type ToolId } from "../tools";
import { Heading } from "./heading";
import { IntegrationForm } from "./integration-form";
import { IntegrationList } from "./integration-list";

export type IntegrationsScreenProps = {
  store: IntegrationStore;
  /** The project's suites, for Suites and Suite to run; the docs' Smoke and Nightly Regression by default. */
  suites?: readonly Suite[];
  /** The level of the screen's heading: 1 when it is the page's title, 2 under the shell's h1. */
  headingLevel?: 1 | 2;
  /** The screen's own heading and lead above the list; off where the page's h1 and lead already say it (the Platform demo). */
  intro?: boolean;
  /** A tool to open at once (the shell may keep it in its address). */
  initialTool?: ToolId;
  /** Told when a tool opens or the list comes back, so the shell can keep it in its address. */
  onToolChange?: (toolId: ToolId | null) => void;
};

export function IntegrationsScreen({
  store,
  suites = docsSuites,
  headingLevel = 2,
  intro = true,
  initialTool,
  onToolChange,
}: IntegrationsScreenProps) {
  const [saved, setSaved] = useState<SavedIntegration[]>([]);
  const [open, setOpen] = useState<Tool | undefined>(initialTool ? findTool(initialTool) : undefined);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    store.list().then((entries) => {
      if (live) setSaved(entries);
    });
    return () => {
      live = false;
    };
  }, [store]);

  // After a view changes, focus its heading or the card's button that opened the tool: in the
  // commit that shows it, not in a passive effect that a busy page may run later.
  useLayoutEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  function show(tool: Tool | undefined) {
    focusAfter.current = tool ? "integration-form-title" : `open-${open?.id ?? ""}`;
    setOpen(tool);
    onToolChange?.(tool?.id ?? null);
  }

  async function save(tool: Tool, values: IntegrationValues) {
    const entry = await store.save(tool.id, values);
    setSaved((previous) => [...previous.filter((item) => item.toolId !== tool.id), entry]);
  }

  async function disconnect(tool: Tool) {
    await store.remove(tool.id);
    setSaved((previous) => previous.filter((item) => item.toolId !== tool.id));
  }

  if (open) {
    const entry = saved.find((item) => item.toolId === open.id);
    return (
      <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
        <p>
          <button type="button" className="link font-semibold" onClick={() => show(undefined)}>
            <span aria-hidden="true">← </span>
            {labels.back}
          </button>
        </p>
        <Heading
          level={headingLevel}
          id="integration-form-title"
          focusable
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {fillTemplate(labels.formTitle, { tool: open.name })}
        </Heading>
        <p className="text-slate-700">
          {open.summary}{" "}
          <a href={open.docsPath} className="link">
            {fillTemplate(labels.docsLink, { tool: open.name })}
          </a>
        </p>
        <IntegrationForm
          key={open.id}
          tool={open}
          saved={entry}
          suites={suites}
          level={headingLevel}
          onSave={(values) => save(open, values)}
          onDisconnect={() => disconnect(open)}
        />
      </div>
    );
  }

  if (!intro) return <IntegrationList saved={saved} level={headingLevel - 1} onOpen={show} />;
  return (
    <section aria-labelledby="integrations-title">
      <Heading
        level={headingLevel}
        id="integrations-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {labels.heading}
      </Heading>
      <p className="mt-2 max-w-3xl text-slate-700">{labels.lead}</p>
      <IntegrationList saved={saved} level={headingLevel} onOpen={show} />
    </section>
  );
}
