/**
 * The Configuration area (issue 28 item 8; docs/platform-demo.md#configuration): Project menu ›
 * Configuration's tabs as content/docs/configuration describes them (Email, Time Zone, Labels,
 * Templates, Run Configuration, Result, Memory) for a chosen project; Integrations is its own area.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link } from "react-router";
import { inputClass } from "~/components/form/field-styles";
import { type AreaProps, areaPath } from "../../areas";
import { mayConfigure } from "./access";
import { EmailTab } from "./email-tab";
import { LabelsTab } from "./labels-tab";
import { MemoryTab } from "./memory-tab";
import { projectSettings, withProject } from "./project-settings";
import { ResultTab } from "./result-tab";
import { RunConfigurationTab } from "./run-configuration-tab";
import type { TabProps } from "./tab-props";
import { TemplatesTab } from "./templates-tab";
import { TimeZoneTab } from "./time-zone-tab";

const tabClass =
  "shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-ink-600 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white";
const panelClass = "mt-4 space-y-4 focus-visible:outline-offset-4";

const tabs = [
  ["email", "Email", EmailTab],
  ["time-zone", "Time Zone", TimeZoneTab],
  ["labels", "Labels", LabelsTab],
  ["templates", "Templates", TemplatesTab],
  ["run-configuration", "Run Configuration", RunConfigurationTab],
  ["result", "Result", ResultTab],
  ["memory", "Memory", MemoryTab],
] as const;

export default function SettingsArea({ demo: { data, update } }: AreaProps) {
  const [projectId, setProjectId] = useState(data.projects[0]?.id ?? "");
  const [tab, setTab] = useState<string>("email");
  const [message, setMessage] = useState("");
  const project = data.projects.find((candidate) => candidate.id === projectId) ?? data.projects[0];
  if (!project) return <p className="text-slate-700">The demo company has no projects.</p>;

  const props: TabProps = {
    data,
    project,
    settings: projectSettings(data, project.id),
    save: (next, said) => {
      update((current) => ({ ...current, settings: withProject(current.settings, next) }));
      setMessage(said);
    },
    saveMailServer: (next, said) => {
      update((current) => ({ ...current, settings: { ...current.settings, mailServer: next } }));
      setMessage(said);
    },
    saveTestManagement: (next) => update((current) => ({ ...current, testManagement: next(current.testManagement) })),
    say: setMessage,
    may: { project: mayConfigure(data, "project"), license: mayConfigure(data, "license") },
  };

  return (
    <section aria-labelledby="settings-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="settings-heading" className="text-xl font-semibold text-slate-900">
            Configuration
          </h2>
          <p className="text-sm text-slate-700">
            Project menu › Configuration. The CI tools, Jira, Slack and cloud providers are under{" "}
            <Link to={areaPath("integrations")} className="font-medium text-ink-700 underline">
              Integrations
            </Link>
            .
          </p>
        </div>
        <div className="w-full sm:w-80">
          <label htmlFor="settings-project" className="block text-sm font-medium text-slate-900">
            Project
          </label>
          <select
            id="settings-project"
            className={`${inputClass(false)} mt-1`}
            value={project.id}
            onChange={(event) => {
              setProjectId(event.target.value);
              setMessage("");
            }}
          >
            {data.projects.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900" data-testid="settings-message">
        {message}
      </p>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setMessage("");
        }}
        className="mt-2"
      >
        <Tabs.List aria-label="Configuration" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {tabs.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(([value, , Tab]) => (
          <Tabs.Content key={value} value={value} className={panelClass}>
            <Tab key={project.id} {...props} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
