/**
 * The Create Project wizard (content/docs/project-management/create-project.md),
 * as the product shows it after sign-up: Details, Type, Members, Review. Each
 * step is a form whose Next checks its fields with zod and ties each message
 * to its field; Back keeps what was entered. Opened by itself, as "Welcome",
 * when the company has no active project (docs/platform-demo.md#projects).
 */
import { useEffect, useRef, useState } from "react";
import { actingUser } from "../../access";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoData, ProjectType } from "../../model";
import { DetailsFields } from "./details-fields";
import { MembersPicker } from "./members-picker";
import { nextProjectNumber, type Platform, type ProjectMember, projectCode } from "./model";
import { PlatformFields } from "./platform-fields";
import { fieldErrors, projectDetailsSchema, projectMembersSchema, projectTypeStepSchema } from "./project-form-schema";
import { hasPlatforms } from "./project-types";
import { ReviewList } from "./review-list";
import { TypeFields } from "./type-fields";
import { WizardSteps } from "./wizard-steps";

const steps = ["Details", "Type", "Members", "Review"] as const;

export type NewProject = {
  name: string;
  description: string;
  type: ProjectType;
  platforms: Platform[];
  members: ProjectMember[];
};

type Values = Omit<NewProject, "type"> & { type: ProjectType | "" };

const empty: Values = { name: "", description: "", type: "", platforms: [], members: [] };

export function CreateProjectWizard({
  data,
  open,
  welcome,
  onOpenChange,
  onCreate,
}: {
  data: DemoData;
  open: boolean;
  welcome: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (project: NewProject) => void;
}) {
  const creator = actingUser(data);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (open) return;
    setStep(0);
    setValues(empty);
    setErrors({});
  }, [open]);
  // After React commits the step or the messages (a discrete event's update is flushed before the next frame).
  const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());
  const go = (next: number) => {
    setErrors({});
    setStep(next);
    focusLater(() => heading.current);
  };
  const members: ProjectMember[] = [
    { userId: creator.id, roleId: "project-admin" },
    ...values.members.filter((member) => member.userId !== creator.id),
  ];

  const submit = () => {
    const parsed =
      step === 0
        ? projectDetailsSchema(data.projects.map((project) => project.name)).safeParse(values)
        : step === 1
          ? projectTypeStepSchema.safeParse(values)
          : step === 2
            ? projectMembersSchema(
                data.users.filter((user) => user.status !== "Inactive").map((user) => user.id),
                data.roles.filter((role) => role.kind === "project").map((role) => role.id),
              ).safeParse(members)
            : null;
    if (parsed && !parsed.success) {
      focusLater(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      const next = fieldErrors(parsed.error);
      setErrors(step === 2 ? { members: Object.values(next)[0] ?? "" } : next);
      return;
    }
    if (step === 0 && parsed?.success) setValues((current) => ({ ...current, ...(parsed.data as object) }));
    if (step < steps.length - 1) {
      go(step + 1);
      return;
    }
    if (values.type === "") return;
    onCreate({ ...values, type: values.type, platforms: hasPlatforms(values.type) ? values.platforms : [], members });
  };

  const firstName = creator.name.split(" ")[0];
  return (
    <DemoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={welcome ? `Welcome to Ignitest, ${firstName}: create your first project` : "Create Project"}
      description={
        welcome
          ? `${data.company.name} has no active project yet. Every test lives in a project: give it a name and a type, add the people who will work in it, and you are ready to build tests.`
          : "A project holds its scripts, elements, test data, suites, results and defects."
      }
    >
      <WizardSteps steps={steps} current={step} />
      <form
        ref={form}
        noValidate
        className="mt-4 space-y-4"
        aria-labelledby="wizard-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 id="wizard-step-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
          Step {step + 1} of {steps.length}: {steps[step]}
        </h3>
        {step === 0 ? (
          <DetailsFields
            idPrefix="new-project"
            values={values}
            errors={errors}
            onChange={(details) => setValues({ ...values, ...details })}
          />
        ) : null}
        {step === 1 ? (
          <>
            <TypeFields
              idPrefix="new-project"
              value={values.type}
              error={errors.type}
              onChange={(type) => setValues({ ...values, type })}
            />
            {hasPlatforms(values.type) ? (
              <PlatformFields
                idPrefix="new-project"
                value={values.platforms}
                error={errors.platforms}
                onChange={(platforms) => setValues({ ...values, platforms })}
              />
            ) : null}
          </>
        ) : null}
        {step === 2 ? (
          <MembersPicker
            idPrefix="new-project"
            data={data}
            value={members}
            fixedUserId={creator.id}
            error={errors.members}
            onChange={(next) => setValues({ ...values, members: next })}
          />
        ) : null}
        {step === 3 && values.type !== "" ? (
          <ReviewList
            data={data}
            code={projectCode({ number: nextProjectNumber(data.projects) })}
            values={{ ...values, type: values.type, members }}
          />
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
          {step === 0 ? (
            <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={() => onOpenChange(false)}>
              Cancel
            </button>
          ) : (
            <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={() => go(step - 1)}>
              Back
            </button>
          )}
          <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
            {step === steps.length - 1 ? "Create" : "Next"}
          </button>
        </div>
      </form>
    </DemoDialog>
  );
}
