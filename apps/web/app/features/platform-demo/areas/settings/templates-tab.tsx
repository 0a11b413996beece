/**
 * The Templates tab (templates.md): Defect, Manual Test Case and Report templates grouped by kind, a
 * template's fields or sections, + New template (based on another of its kind), Add Field, Remove for
 * fields that are not built in, Default for the project. Project Admins only.
 */
import { useState } from "react";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { type Template, templateKinds } from "./model";
import { buttonClass, Group, Reason } from "./settings-ui";
import type { TabProps } from "./tab-props";
import { AddFieldForm, NewTemplateForm, ReportSectionsForm } from "./template-forms";

export function TemplatesTab({ project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const templates = settings.templates;
  const [selectedId, setSelectedId] = useState(templates[0]?.id ?? "");
  const [dialog, setDialog] = useState<"new" | "field" | null>(null);
  const selected = templates.find((template) => template.id === selectedId) ?? templates[0];
  const put = (next: Template[], message: string) => save({ ...settings, templates: next }, message);
  const replace = (template: Template, message: string) =>
    put(
      templates.map((candidate) => (candidate.id === template.id ? template : candidate)),
      message,
    );
  const disabledProps = {
    disabled: !verdict.allowed,
    "aria-describedby": verdict.allowed ? undefined : "templates-reason",
  };

  return (
    <Group id="templates-heading" title="Templates" intro="Changing a template affects new items only.">
      <Reason id="templates-reason" verdict={verdict} />
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <nav aria-label="Templates by kind" className="space-y-3">
          <button
            type="button"
            className={`${buttonClass} btn-primary w-full`}
            {...disabledProps}
            onClick={() => setDialog("new")}
          >
            + New template
          </button>
          {templateKinds.map((kind) => (
            <div key={kind}>
              <h4 className="text-sm font-semibold text-slate-900">{kind}</h4>
              <ul className="mt-1 space-y-1">
                {templates
                  .filter((template) => template.kind === kind)
                  .map((template) => (
                    <li key={template.id}>
                      <button
                        type="button"
                        aria-current={template.id === selected?.id ? "true" : undefined}
                        className="w-full rounded-md px-2 py-1 text-left text-sm text-slate-900 hover:bg-slate-100 aria-[current=true]:bg-ink-50 aria-[current=true]:font-semibold"
                        onClick={() => setSelectedId(template.id)}
                      >
                        {template.name}
                        {template.isDefault ? <span className="text-slate-700"> · default</span> : null}
                      </button>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        {selected ? (
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 id="template-detail" className="font-semibold text-slate-900">
                {selected.name} ({selected.kind})
              </h4>
              <button
                type="button"
                className={`${buttonClass} btn-secondary py-1`}
                disabled={!verdict.allowed || selected.isDefault}
                aria-describedby={verdict.allowed ? undefined : "templates-reason"}
                onClick={() =>
                  put(
                    templates.map((template) =>
                      template.kind === selected.kind
                        ? { ...template, isDefault: template.id === selected.id }
                        : template,
                    ),
                    `${selected.name} is the default ${selected.kind} template of ${project.name}.`,
                  )
                }
              >
                {selected.isDefault ? "Default for the project" : "Make default for the project"}
              </button>
            </div>
            {selected.kind === "Report" ? (
              <ReportSectionsForm
                key={selected.id}
                template={selected}
                verdict={verdict}
                onSave={(values) => replace({ ...selected, ...values }, `${selected.name} is saved.`)}
              />
            ) : (
              <>
                <ScrollRegion labelledBy="template-detail">
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <thead className="bg-slate-50 text-slate-900">
                      <tr>
                        {["Field", "Type", "Required", "Help text", "Actions"].map((head) => (
                          <th key={head} scope="col" className="px-3 py-2 font-semibold">
                            {head}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200">
                      {selected.fields.map((field) => (
                        <tr key={field.name}>
                          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                            {field.name}
                          </th>
                          <td className="px-3 py-2 text-slate-700">
                            {field.type}
                            {field.options.length > 0 ? `: ${field.options.join(", ")}` : ""}
                          </td>
                          <td className="px-3 py-2 text-slate-700">{field.required ? "Yes" : "No"}</td>
                          <td className="px-3 py-2 text-slate-700">{field.helpText || "None"}</td>
                          <td className="px-3 py-2 text-slate-700">
                            {field.builtIn ? (
                              "Built in"
                            ) : (
                              <button
                                type="button"
                                className={`${buttonClass} btn-secondary py-1`}
                                {...disabledProps}
                                aria-label={`Remove ${field.name}`}
                                onClick={() =>
                                  replace(
                                    { ...selected, fields: selected.fields.filter((candidate) => candidate !== field) },
                                    `${field.name} is removed from ${selected.name}.`,
                                  )
                                }
                              >
                                Remove
                              </button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
                <button
                  type="button"
                  className={`${buttonClass} btn-secondary`}
                  {...disabledProps}
                  onClick={() => setDialog("field")}
                >
                  Add Field
                </button>
              </>
            )}
          </div>
        ) : null}
      </div>
      <DemoDialog
        open={dialog === "new"}
        onOpenChange={(open) => setDialog(open ? "new" : null)}
        title="New template"
        description="A template starts from the fields or sections of another of its kind."
      >
        <NewTemplateForm
          templates={templates}
          onCancel={() => setDialog(null)}
          onSave={({ kind, name, basedOn }) => {
            const base = templates.find((template) => template.id === basedOn && template.kind === kind);
            const template: Template = {
              id: `${project.id}-t-${Date.now().toString(36)}`,
              kind,
              name,
              isDefault: false,
              fields: (base?.fields ?? []).map((field) => ({ ...field })),
              sections: base ? [...base.sections] : kind === "Report" ? ["Summary"] : [],
              title: "",
            };
            put([...templates, template], `${name} is created.`);
            setSelectedId(template.id);
            setDialog(null);
          }}
        />
      </DemoDialog>
      <DemoDialog
        open={dialog === "field"}
        onOpenChange={(open) => setDialog(open ? "field" : null)}
        title={`Add Field to ${selected?.name ?? ""}`}
        description="The field appears on new items that use the template."
      >
        {selected ? (
          <AddFieldForm
            taken={selected.fields.map((field) => field.name)}
            onCancel={() => setDialog(null)}
            onSave={(field) => {
              replace(
                { ...selected, fields: [...selected.fields, field] },
                `${field.name} is added to ${selected.name}.`,
              );
              setDialog(null);
            }}
          />
        ) : null}
      </DemoDialog>
    </Group>
  );
}
