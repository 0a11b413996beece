/**
 * The Run Configuration tab (run-configuration.md): the project's run configurations, New Run
 * Configuration, Project default and Delete; one a suite still uses cannot be deleted. The seeded
 * runs' "Chrome on QA-Win-01 · Staging" come from the seeded configurations (./seed.ts).
 */
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import type { RunConfiguration } from "./model";
import { RunConfigurationForm } from "./run-configuration-form";
import { buttonClass, Group, Reason } from "./settings-ui";
import type { TabProps } from "./tab-props";

function typesOf(projectType: string): RunConfiguration["type"][] {
  if (projectType === "mobile") return ["Mobile"];
  if (projectType === "web-and-mobile") return ["Web", "Mobile"];
  return ["Web"];
}

export function RunConfigurationTab({ project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RunConfiguration | null>(null);
  const configurations = settings.runConfigurations;
  const put = (next: RunConfiguration[], message: string) => save({ ...settings, runConfigurations: next }, message);
  const asDefault = (chosen: string) => (configuration: RunConfiguration) => ({
    ...configuration,
    projectDefault: configuration.id === chosen,
  });

  return (
    <Group
      id="run-configuration-heading"
      title="Run Configuration"
      intro="Where a run happens: machines, browsers or devices, and an environment. Suites, schedules and CI jobs name one."
    >
      <Reason id="run-configuration-reason" verdict={verdict} />
      <button
        type="button"
        className={`${buttonClass} btn-primary mb-3`}
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : "run-configuration-reason"}
        onClick={() => setAdding(true)}
      >
        New Run Configuration
      </button>
      {configurations.length === 0 ? (
        <p className="text-sm text-slate-700">This project has no run configurations yet.</p>
      ) : (
        <ScrollRegion labelledBy="run-configuration-heading">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Run configurations of {project.name}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                {["Name", "Type", "Environment", "Machines", "Options", "Used by", "Actions"].map((head) => (
                  <th key={head} scope="col" className="px-3 py-2 font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {configurations.map((configuration) => {
                const inUse = configuration.usedBy.length > 0;
                const reasonId = `rc-${configuration.id}-in-use`;
                return (
                  <tr key={configuration.id}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {configuration.name}
                      {configuration.projectDefault ? (
                        <span className="block text-xs font-normal text-slate-700">Project default</span>
                      ) : null}
                    </th>
                    <td className="px-3 py-2 text-slate-700">{configuration.type}</td>
                    <td className="px-3 py-2 text-slate-700">{configuration.environment}</td>
                    <td className="px-3 py-2 text-slate-700">
                      <ul>
                        {configuration.machines.map((row) => (
                          <li key={row.machine}>
                            {row.machine}: {row.targets.join(", ")} · {row.sessions}{" "}
                            {row.sessions === 1 ? "session" : "sessions"}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="px-3 py-2 text-slate-700">
                      {configuration.windowSize}
                      {configuration.headless ? ", headless" : ""}, {configuration.browserVersion}, page load{" "}
                      {configuration.pageLoadTimeout} s
                    </td>
                    <td className="px-3 py-2 text-slate-700">
                      {inUse ? configuration.usedBy.join(", ") : "No suite"}
                      {inUse ? (
                        <span id={reasonId} className="block text-xs">
                          {`Cannot be deleted while ${configuration.usedBy.join(", ")} uses it: choose another run configuration for it first.`}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={`${buttonClass} btn-secondary py-1`}
                          disabled={!verdict.allowed || configuration.projectDefault}
                          aria-describedby={verdict.allowed ? undefined : "run-configuration-reason"}
                          aria-label={`Make ${configuration.name} the project default`}
                          onClick={() =>
                            put(
                              configurations.map(asDefault(configuration.id)),
                              `${configuration.name} is the project default.`,
                            )
                          }
                        >
                          Make default
                        </button>
                        <button
                          type="button"
                          className={`${buttonClass} btn-secondary py-1`}
                          disabled={!verdict.allowed || inUse}
                          aria-describedby={
                            !verdict.allowed ? "run-configuration-reason" : inUse ? reasonId : undefined
                          }
                          aria-label={`Delete ${configuration.name}`}
                          onClick={() => setDeleting(configuration)}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="New Run Configuration"
        description={`A run configuration of ${project.name}.`}
      >
        <RunConfigurationForm
          types={typesOf(project.type)}
          taken={configurations.map((configuration) => configuration.name)}
          onCancel={() => setAdding(false)}
          onSave={(fields) => {
            const id = `rc-${Date.now().toString(36)}`;
            const added: RunConfiguration = { ...fields, id, browserVersion: "Latest installed", usedBy: [] };
            const next = [...configurations, added];
            put(fields.projectDefault ? next.map(asDefault(id)) : next, `${fields.name} is saved.`);
            setAdding(false);
          }}
        />
      </DemoDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? ""}?`}
        description="No suite or schedule uses it. Past runs keep the machines and browsers they ran on."
        confirmLabel="Delete Run Configuration"
        onConfirm={() => {
          if (deleting)
            put(
              configurations.filter((configuration) => configuration.id !== deleting.id),
              `${deleting.name} is deleted.`,
            );
        }}
      />
    </Group>
  );
}
