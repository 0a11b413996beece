/**
 * The Labels tab (labels.md): the project's labels with color, description, what they apply to and
 * how many scripts carry them; Add Label, Rename, Merge and Delete (Project Admins only), and the
 * tab's two settings. The test cases' Labels field offers this list: one source.
 */
import { useState } from "react";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import type { DemoData } from "../../model";
import type { TestManagement } from "../test-cases/model";
import { labelTabFormSchema } from "./forms";
import { AddLabelForm, MergeLabelForm, RenameLabelForm } from "./label-forms";
import type { Label } from "./model";
import { buttonClass, CheckboxField, Group, Reason, SubmitButton } from "./settings-ui";
import type { TabProps } from "./tab-props";

const swatch: Record<Label["color"], string> = {
  Green: "bg-green-600",
  Blue: "bg-blue-600",
  Purple: "bg-purple-600",
  Orange: "bg-orange-500",
  Red: "bg-red-600",
  Grey: "bg-slate-500",
};

export function LabelChip({ label }: { label: Label }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-900">
      <span aria-hidden="true" className={`size-2 rounded-full ${swatch[label.color]}`} />
      {label.name}
    </span>
  );
}

type Dialog = { kind: "add" } | { kind: "rename" | "merge" | "delete"; label: Label } | null;

/** Renames (`to`) or removes (`to` undefined) a label on the project's test cases. */
function relabel(tm: TestManagement, projectId: string, from: string, to: string | undefined): TestManagement {
  return {
    ...tm,
    cases: tm.cases.map((testCase) =>
      testCase.projectId === projectId && testCase.labels.includes(from)
        ? { ...testCase, labels: [...new Set(testCase.labels.flatMap((name) => (name === from ? (to ?? []) : name)))] }
        : testCase,
    ),
  };
}

function scriptsWith(data: DemoData, projectId: string, name: string): number {
  return data.testManagement.cases.filter(
    (testCase) => testCase.projectId === projectId && testCase.labels.includes(name),
  ).length;
}

export function LabelsTab(props: TabProps) {
  const { data, project, settings, save, may } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const verdict = may.project;
  const labels = settings.labels;
  const names = labels.map((label) => label.name);
  const close = () => setDialog(null);
  const target = dialog && dialog.kind !== "add" ? dialog.label : undefined;

  const change = (next: Label[], message: string, from?: string, to?: string) => {
    save({ ...settings, labels: next }, message);
    // The test cases carry labels by name: a rename, merge or delete follows through to them.
    if (from !== undefined) props.saveTestManagement((tm) => relabel(tm, project.id, from, to));
    close();
  };

  return (
    <>
      <Group id="labels-heading" title="Labels" intro="Only Project Admins create, rename, merge and delete labels.">
        <Reason id="labels-reason" verdict={verdict} />
        <button
          type="button"
          className={`${buttonClass} btn-primary mb-3`}
          disabled={!verdict.allowed}
          aria-describedby={verdict.allowed ? undefined : "labels-reason"}
          onClick={() => setDialog({ kind: "add" })}
        >
          Add Label
        </button>
        {labels.length === 0 ? (
          <p className="text-sm text-slate-700">This project has no labels yet.</p>
        ) : (
          <ScrollRegion labelledBy="labels-heading">
            <table className="w-full min-w-[44rem] text-left text-sm" data-testid="labels-table">
              <caption className="sr-only">Labels of {project.name}</caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  {["Label", "Color", "Description", "Applies to", "Scripts", "Actions"].map((head) => (
                    <th key={head} scope="col" className="px-3 py-2 font-semibold">
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {labels.map((label) => (
                  <tr key={label.name}>
                    <th scope="row" className="px-3 py-2">
                      <LabelChip label={label} />
                    </th>
                    <td className="px-3 py-2 text-slate-700">{label.color}</td>
                    <td className="px-3 py-2 text-slate-700">{label.description || "None"}</td>
                    <td className="px-3 py-2 text-slate-700">{label.appliesTo.join(", ")}</td>
                    <td className="px-3 py-2 text-slate-700">{scriptsWith(data, project.id, label.name)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        {(["rename", "merge", "delete"] as const).map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            className={`${buttonClass} btn-secondary py-1`}
                            disabled={!verdict.allowed || (kind === "merge" && labels.length < 2)}
                            aria-describedby={verdict.allowed ? undefined : "labels-reason"}
                            aria-label={`${kind[0]?.toUpperCase()}${kind.slice(1)} ${label.name}`}
                            onClick={() => setDialog({ kind, label })}
                          >
                            {kind[0]?.toUpperCase()}
                            {kind.slice(1)}
                          </button>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Group>
      <LabelSettings {...props} />
      <DemoDialog
        open={dialog?.kind === "add"}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Add Label"
        description={`A label of ${project.name}, offered when scripts, suites or defects are tagged.`}
      >
        <AddLabelForm
          taken={names}
          onCancel={close}
          onSave={(label) => change([...labels, label], `The label ${label.name} is added.`)}
        />
      </DemoDialog>
      <DemoDialog
        open={dialog?.kind === "rename"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Rename ${target?.name ?? ""}`}
        description="Every script, suite and defect keeps the label under its new name."
      >
        {target ? (
          <RenameLabelForm
            key={target.name}
            label={target}
            taken={names.filter((name) => name !== target.name)}
            onCancel={close}
            onSave={(name) =>
              change(
                labels.map((label) => (label.name === target.name ? { ...label, name } : label)),
                `${target.name} is renamed ${name}.`,
                target.name,
                name,
              )
            }
          />
        ) : null}
      </DemoDialog>
      <DemoDialog
        open={dialog?.kind === "merge"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Merge ${target?.name ?? ""}`}
        description="Suites that select scripts by either label then run the merged set."
      >
        {target ? (
          <MergeLabelForm
            key={target.name}
            label={target}
            targets={names.filter((name) => name !== target.name)}
            onCancel={close}
            onMerge={(into) =>
              change(
                labels.filter((label) => label.name !== target.name),
                `${target.name} is merged into ${into}.`,
                target.name,
                into,
              )
            }
          />
        ) : null}
      </DemoDialog>
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Delete ${target?.name ?? ""}?`}
        description={`The label is removed from every item: ${target ? scriptsWith(data, project.id, target.name) : 0} scripts of ${project.name} carry it.`}
        confirmLabel="Delete Label"
        onConfirm={() => {
          if (target)
            change(
              labels.filter((label) => label.name !== target.name),
              `The label ${target.name} is deleted.`,
              target.name,
              undefined,
            );
        }}
      />
    </>
  );
}

function LabelSettings({ project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const form = useValidatedForm({
    schema: labelTabFormSchema,
    onValid: (values) => {
      save({ ...settings, ...values }, `The label settings of ${project.name} are saved.`);
      return undefined;
    },
  });
  return (
    <Group id="label-settings-heading" title="Tab settings">
      <form {...form.formProps} aria-labelledby="label-settings-heading" className="space-y-4">
        <fieldset disabled={!verdict.allowed} className="space-y-4">
          <legend className="sr-only">Label settings</legend>
          <CheckboxField
            binding={form.field("allowNewLabels")}
            label="Allow new labels while tagging"
            hint="Lets Test Engineers create labels when they tag a script or defect."
            defaultChecked={settings.allowNewLabels}
          />
          <CheckboxField
            binding={form.field("labelsOnDefects")}
            label="Labels required on defects"
            hint="A defect cannot be logged without at least one label."
            defaultChecked={settings.labelsOnDefects}
          />
        </fieldset>
        <SubmitButton verdict={verdict} reasonId="labels-reason">
          Save
        </SubmitButton>
      </form>
    </Group>
  );
}
