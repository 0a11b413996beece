/**
 * The Projects area (issue 28 item 1; content/docs/project-management):
 * Project Management's table with its search, Status and Type filters; the
 * Create Project wizard, opened by itself as "Welcome" when the company has no
 * active project; Edit; Archive and Restore after a confirmation; Delete after
 * the project's name is typed. What the acting user may not do is disabled with the reason.
 */
import { useState } from "react";
import type { AreaProps } from "../../areas";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoProject } from "../../model";
import { CreateProjectWizard, type NewProject } from "./create-project-wizard";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { nextProjectNumber, projectCode } from "./model";
import {
  mayArchiveProject,
  mayCreateProject,
  mayDeleteProject,
  mayEditProject,
  visibleProjects,
} from "./project-access";
import { filterProjects, type ProjectFilter, ProjectFilters } from "./project-filters";
import { type ProjectSettings, ProjectSettingsForm } from "./project-settings-form";
import { ProjectsTable } from "./projects-table";

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export default function ProjectsArea({ demo: { data, update } }: AreaProps) {
  const create = mayCreateProject(data);
  const noActive = !data.projects.some((project) => project.status === "Active");
  const [wizard, setWizard] = useState<"closed" | "create" | "welcome">(() =>
    noActive && create.allowed ? "welcome" : "closed",
  );
  const [filter, setFilter] = useState<ProjectFilter>({ search: "", status: "Active", type: "all" });
  const [editing, setEditing] = useState<DemoProject | null>(null);
  const [archiving, setArchiving] = useState<DemoProject | null>(null);
  const [deleting, setDeleting] = useState<DemoProject | null>(null);
  const [message, setMessage] = useState("");

  const visible = visibleProjects(data);
  const shown = filterProjects(visible, filter);
  const counts = {
    Active: visible.filter((project) => project.status === "Active").length,
    Archived: visible.filter((project) => project.status === "Archived").length,
  };
  const change = (id: string, patch: Partial<DemoProject>) =>
    update((current) => ({
      ...current,
      projects: current.projects.map((project) => (project.id === id ? { ...project, ...patch } : project)),
    }));

  const createProject = (fields: NewProject) => {
    const number = nextProjectNumber(data.projects);
    update((current) => ({
      ...current,
      projects: [...current.projects, { id: `p-${number}`, number, ...fields, status: "Active", createdAt: today() }],
    }));
    setWizard("closed");
    setFilter({ search: "", status: "Active", type: "all" });
    setMessage(`${fields.name} (${projectCode({ number })}) was created. You are its Project Admin.`);
  };
  const saveSettings = (project: DemoProject, settings: ProjectSettings) => {
    change(project.id, settings);
    setEditing(null);
    setMessage(`${settings.name} was saved.`);
  };
  const toggleArchive = (project: DemoProject) => {
    const status = project.status === "Active" ? "Archived" : "Active";
    change(project.id, { status });
    setMessage(
      status === "Archived"
        ? `${project.name} was archived: it is read-only and listed under Archived.`
        : `${project.name} was restored. Switch its schedules back on under Test Execution › Suites.`,
    );
  };
  const deleteProject = (project: DemoProject) => {
    update((current) => ({ ...current, projects: current.projects.filter((p) => p.id !== project.id) }));
    setDeleting(null);
    setMessage(`${project.name} was deleted.`);
  };

  const rows = shown.map((project) => ({
    project,
    edit: mayEditProject(data, project),
    archive: mayArchiveProject(data),
    remove: mayDeleteProject(data, project),
  }));
  const restoring = archiving?.status === "Archived";

  return (
    <section aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="projects-heading" className="text-xl font-semibold text-slate-900">
            Project Management
          </h2>
          <p className="text-sm text-slate-700">
            {counts.Active} active and {counts.Archived} archived projects
            {visible.length < data.projects.length ? ": only those you are a member of" : ""}.
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <button
            type="button"
            className="btn btn-primary px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!create.allowed}
            aria-describedby={create.allowed ? undefined : "create-project-reason"}
            onClick={() => setWizard("create")}
          >
            Create Project
          </button>
          {!create.allowed ? (
            <p id="create-project-reason" className="max-w-sm text-sm text-slate-700">
              {create.reason}
            </p>
          ) : null}
        </div>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900">
        {message}
      </p>
      <div className="mt-2">
        <ProjectFilters value={filter} counts={counts} onChange={setFilter} />
      </div>
      <div className="mt-4">
        {rows.length > 0 ? (
          <ProjectsTable
            caption={`${filter.status} projects of ${data.company.name}`}
            rows={rows}
            onEdit={setEditing}
            onArchive={setArchiving}
            onDelete={setDeleting}
          />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
            {filter.search.trim() || filter.type !== "all"
              ? `No ${filter.status.toLowerCase()} project matches these filters.`
              : filter.status === "Active"
                ? `No active project yet.${create.allowed ? " Create Project starts the wizard." : ""}`
                : "No archived project."}
          </p>
        )}
      </div>
      <CreateProjectWizard
        data={data}
        open={wizard !== "closed"}
        welcome={wizard === "welcome"}
        onOpenChange={(open) => (open ? undefined : setWizard("closed"))}
        onCreate={createProject}
      />
      <DemoDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={`Edit ${editing?.name ?? ""}`}
        description="Change the project's name, description, platforms and members."
      >
        {editing ? (
          <ProjectSettingsForm
            key={editing.id}
            data={data}
            project={editing}
            onSave={(settings) => saveSettings(editing, settings)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </DemoDialog>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => (open ? undefined : setArchiving(null))}
        title={`${restoring ? "Restore" : "Archive"} ${archiving?.name ?? ""}?`}
        description={
          restoring
            ? "The project is back in its members' project selector and can be edited again. Its schedules stay off until you switch them on."
            : `${archiving?.members.length ?? 0} members. An archived project leaves every member's project selector, keeps its scripts, results and defects read-only, and stops its schedules. You can restore it from Archived.`
        }
        confirmLabel={restoring ? "Restore Project" : "Archive Project"}
        onConfirm={() => {
          if (archiving) toggleArchive(archiving);
        }}
      />
      <DeleteProjectDialog
        project={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDelete={deleteProject}
      />
    </section>
  );
}
