/**
 * The Memory tab (memory-configuration.md): the project's storage by kind against its allocation,
 * the allocation (Super Admin or Admin) and the alerts (Project Admin), and the machine memory
 * limits. Clean Up is not in the demo: its results hold no files.
 */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { ScrollRegion } from "../../components/scroll-region";
import { Group, Reason, SubmitButton } from "./settings-ui";
import { alertsFormSchema, allocationFormSchema, machineMemoryFormSchema } from "./storage-forms";
import type { TabProps } from "./tab-props";

const kinds = ["Screenshots", "Videos", "Reports", "Test data", "Defect attachments"] as const;
const gb = (mb: number) => `${(mb / 1000).toFixed(1)} GB`;
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function MemoryTab(props: TabProps) {
  const { project, settings } = props;
  const memory = settings.memory;
  const used = kinds.reduce((sum, kind) => sum + (memory.usageMb[kind] ?? 0), 0);
  return (
    <>
      <Group id="storage-heading" title="Storage">
        <p className="text-sm text-slate-900" data-testid="storage-use">
          <span className="font-semibold">{gb(used)}</span> of{" "}
          {memory.allocationGb === null ? "the license's shared storage" : `${memory.allocationGb} GB`}
          {memory.allocationGb !== null ? ` (${Math.round(used / 10 / memory.allocationGb)}%)` : ""}
        </p>
        <div className="mt-3">
          <ScrollRegion labelledBy="storage-heading">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Storage of {project.name} by kind</caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Used
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {kinds.map((kind) => (
                  <tr key={kind}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {kind}
                    </th>
                    <td className="px-3 py-2 text-right text-slate-700">{gb(memory.usageMb[kind] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </Group>
      <AllocationForm {...props} />
      <MachineMemoryForm {...props} />
    </>
  );
}

function AllocationForm({ project, settings, save, may }: TabProps) {
  const memory = settings.memory;
  const allocation = useValidatedForm({
    schema: allocationFormSchema,
    onValid: ({ allocation: allocationGb }) => {
      save(
        { ...settings, memory: { ...memory, allocationGb } },
        `The allocation of ${project.name} is ${allocationGb === null ? "Shared" : `${allocationGb} GB`}.`,
      );
      return undefined;
    },
  });
  const alerts = useValidatedForm({
    schema: alertsFormSchema,
    onValid: (values) => {
      save({ ...settings, memory: { ...memory, ...values } }, `The storage alerts of ${project.name} are saved.`);
      return undefined;
    },
  });
  return (
    <Group id="allocation-heading" title="Allocation and alerts">
      <Reason id="allocation-reason" verdict={may.license} />
      <form {...allocation.formProps} aria-label="Allocation" className="flex flex-wrap items-end gap-3">
        <fieldset disabled={!may.license.allowed} className="w-full sm:w-72">
          <legend className="sr-only">Allocation</legend>
          <TextField
            {...allocation.field("allocation")}
            label="Allocation (GB)"
            optional
            hint="Empty: Shared, whatever the license has free."
            inputMode="numeric"
            autoComplete="off"
            defaultValue={memory.allocationGb === null ? "" : String(memory.allocationGb)}
          />
        </fieldset>
        <SubmitButton verdict={may.license} reasonId="allocation-reason">
          Save allocation
        </SubmitButton>
      </form>
      <Reason id="alerts-reason" verdict={may.project} />
      <form {...alerts.formProps} aria-label="Alerts" className="mt-4 space-y-4">
        <fieldset disabled={!may.project.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Alerts</legend>
          <TextField
            {...alerts.field("warnAt")}
            label="Warn at (%)"
            hint="Notifies Project Admins when use passes this share of the allocation."
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(memory.warnAt)}
          />
          <SelectField
            {...alerts.field("whenFull")}
            label="When full"
            placeholder="Choose"
            defaultValue={memory.whenFull}
            options={plain(["Delete oldest results", "Stop saving screenshots and videos"])}
          />
        </fieldset>
        <SubmitButton verdict={may.project} reasonId="alerts-reason">
          Save alerts
        </SubmitButton>
      </form>
    </Group>
  );
}

function MachineMemoryForm({ project, settings, save, may }: TabProps) {
  const memory = settings.memory;
  const form = useValidatedForm({
    schema: machineMemoryFormSchema,
    onValid: (values) => {
      save(
        { ...settings, memory: { ...memory, ...values } },
        `The machine memory limits of ${project.name} are saved: machines pick them up when they start their next run.`,
      );
      return undefined;
    },
  });
  return (
    <Group
      id="machine-memory-heading"
      title="Machine memory"
      intro="For local machines only: cloud machines are sized by their provider."
    >
      <Reason id="machine-memory-reason" verdict={may.project} />
      <form {...form.formProps} aria-labelledby="machine-memory-heading" className="space-y-4">
        <fieldset disabled={!may.project.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Machine memory limits</legend>
          <TextField
            {...form.field("clientLimitMb")}
            label="Client memory limit (MB)"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(memory.clientLimitMb)}
          />
          <TextField
            {...form.field("perSessionMb")}
            label="Memory per session (MB)"
            hint="Reserved for each browser session in parallel runs."
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(memory.perSessionMb)}
          />
          <SelectField
            {...form.field("whenLimit")}
            label="When a limit is reached"
            placeholder="Choose"
            defaultValue={memory.whenLimit}
            options={plain(["Queue new sessions", "Fail the session"])}
          />
          <SelectField
            {...form.field("applyTo")}
            label="Apply to"
            placeholder="Choose"
            defaultValue={memory.applyTo}
            options={plain(["All machines of this project", "Selected machines"])}
          />
        </fieldset>
        <SubmitButton verdict={may.project} reasonId="machine-memory-reason">
          Save
        </SubmitButton>
      </form>
    </Group>
  );
}
