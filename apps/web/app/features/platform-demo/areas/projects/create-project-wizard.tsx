/**
 * The Create Project wizard (content/docs/project-management/create-project.md),
 * as the product shows it after sign-up: Details, Type, Members, Review. Each
 * step is a form whose Next checks its fields with zod and ties each message
 * to its field; Back keeps what was entered. Opened by itself, as "Welcome",
 * when the company has no active project (docs/platform-demo.md#projects).
 */
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { actingUser } from "../../access";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoData, ProjectType } from "../../model";
import { DetailsFields } from "./details-fields";
import { MembersPicker } from "./members-picker";
import { nextProjectNumber, type Platform, type ProjectMember, projectCode } from "./model";
import { PlatformFields } from "./platform-fields";
import { projectDetailsSchema, projectMembersSchema, projectTypeStepSchema } from "./project-form-schema";
import { hasPlatforms } from "./project-types";
import { ReviewList } from "./review-list";
import { TypeFields } from "./type-fields";
import { WizardStepForm } from "./wizard-step-form";
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
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) return;
    setStep(0);
    setValues(empty);
  }, [open]);
  // After React commits the new step (a discrete event's update is flushed before the next frame).
  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const members: ProjectMember[] = [
    { userId: creator.id, roleId: "project-admin" },
    ...values.members.filter((member) => member.userId !== creator.id),
  ];
  const create = () => {
    if (values.type === "") return;
    onCreate({ ...values, type: values.type, platforms: hasPlatforms(values.type) ? values.platforms : [], members });
  };

  const firstName = creator.name.split(" ")[0];
  // What every step's form has around its fields: the step's heading (focused on a new step), Back or Cancel, and Next.
  const frame = {
    labelledBy: "wizard-step-heading",
    heading: (
      <h3 id="wizard-step-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        Step {step + 1} of {steps.length}: {steps[step]}
      </h3>
    ),
    footer: (
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
    ),
  };
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
      {step === 0 ? (
        <WizardStepForm
          {...frame}
          schema={projectDetailsSchema(data.projects.map((project) => project.name))}
          values={values}
          onValid={(details) => {
            setValues((current) => ({ ...current, ...details }));
            go(1);
          }}
        >
          {(field) => (
            <DetailsFields field={field} values={values} onChange={(details) => setValues({ ...values, ...details })} />
          )}
        </WizardStepForm>
      ) : null}
      {step === 1 ? (
        <WizardStepForm {...frame} schema={projectTypeStepSchema} values={values} onValid={() => go(2)}>
          {(field) => (
            <>
              <TypeFields
                field={field("type")}
                value={values.type}
                onChange={(type) => setValues({ ...values, type })}
              />
              {hasPlatforms(values.type) ? (
                <PlatformFields
                  field={field("platforms")}
                  value={values.platforms}
                  onChange={(platforms) => setValues({ ...values, platforms })}
                />
              ) : null}
            </>
          )}
        </WizardStepForm>
      ) : null}
      {step === 2 ? (
        <WizardStepForm
          {...frame}
          schema={z.object({
            members: projectMembersSchema(
              data.users.filter((user) => user.status !== "Inactive").map((user) => user.id),
              data.roles.filter((role) => role.kind === "project").map((role) => role.id),
            ),
          })}
          values={{ members }}
          onValid={() => go(3)}
        >
          {(field) => (
            <MembersPicker
              field={field("members")}
              data={data}
              value={members}
              fixedUserId={creator.id}
              onChange={(next) => setValues({ ...values, members: next })}
            />
          )}
        </WizardStepForm>
      ) : null}
      {step === 3 ? (
        <WizardStepForm {...frame} schema={z.object({})} values={{}} onValid={create}>
          {() =>
            values.type === "" ? null : (
              <ReviewList
                data={data}
                code={projectCode({ number: nextProjectNumber(data.projects) })}
                values={{ ...values, type: values.type, members }}
              />
            )
          }
        </WizardStepForm>
      ) : null}
    </DemoDialog>
  );
}
