/**
 * The Test Development area (issue 28 item 4; docs/platform-demo.md#automation):
 * the automation around the test editor, over the playground's own project
 * (one store): Elements, Variables, Step groups, Test data, Scripts, Import/Export
 * and Program Elements.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import type { AreaProps } from "../../areas";
import { automationAccess } from "./access";
import { ElementsTab } from "./elements-tab";
import { ImportExportTab } from "./import-export-tab";
import { ProgramElementsTab } from "./program-elements-tab";
import { ScriptsTab } from "./scripts-tab";
import { StepGroupsTab } from "./step-groups-tab";
import { TestDataTab } from "./test-data-tab";
import { usePlaygroundProject } from "./use-playground-project";
import { VariablesTab } from "./variables-tab";

const tabClass =
  "shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-ink-600 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white";
const panelClass = "mt-4 focus-visible:outline-offset-4";

const savedWords = {
  saved: "Saved in this browser: the test editor opens the same project.",
  saving: "Saving…",
  memory: "This browser keeps nothing (storage is unavailable): changes last until the page is closed.",
};

export default function AutomationArea({ demo: { data } }: AreaProps) {
  const playground = usePlaygroundProject();
  const [message, setMessage] = useState("");
  if (playground.state === "loading") return <p className="text-slate-700">Opening the playground's project…</p>;
  const { project, update, saved } = playground;
  const access = automationAccess(data);
  const say = (text: string) => setMessage(text);
  const tabs = { project, update, access, say };

  return (
    <section aria-labelledby="automation-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="automation-heading" className="text-xl font-semibold text-slate-900">
          Test Development and Repository
        </h2>
        <a href="/playground" className="btn btn-secondary px-4 py-2 text-sm">
          Open the test editor
        </a>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        The playground&apos;s own project, {project.name}: what you change here, the test editor runs.
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="automation-saved">
        {savedWords[saved]}
      </p>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900" data-testid="automation-message">
        {message}
      </p>
      <Tabs.Root defaultValue="elements" className="mt-2" onValueChange={() => setMessage("")}>
        <Tabs.List aria-label="Test Development" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <Tabs.Trigger value="elements" className={tabClass}>
            Elements
          </Tabs.Trigger>
          <Tabs.Trigger value="variables" className={tabClass}>
            Variables
          </Tabs.Trigger>
          <Tabs.Trigger value="step-groups" className={tabClass}>
            Step Groups
          </Tabs.Trigger>
          <Tabs.Trigger value="test-data" className={tabClass}>
            Test Data
          </Tabs.Trigger>
          <Tabs.Trigger value="scripts" className={tabClass}>
            Scripts
          </Tabs.Trigger>
          <Tabs.Trigger value="import-export" className={tabClass}>
            Import/Export
          </Tabs.Trigger>
          <Tabs.Trigger value="program-elements" className={tabClass}>
            Program Elements
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="elements" className={panelClass}>
          <ElementsTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="variables" className={panelClass}>
          <VariablesTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="step-groups" className={panelClass}>
          <StepGroupsTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="test-data" className={panelClass}>
          <TestDataTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="scripts" className={panelClass}>
          <ScriptsTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="import-export" className={panelClass}>
          <ImportExportTab {...tabs} />
        </Tabs.Content>
        <Tabs.Content value="program-elements" className={panelClass}>
          <ProgramElementsTab {...tabs} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
