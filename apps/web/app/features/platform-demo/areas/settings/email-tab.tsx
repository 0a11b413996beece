/**
 * The Email tab (email-configuration.md): the license's mail server, the project's sender, and its
 * notification rules. Email Log is not in the demo: it sends no email.
 */
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { senderFormSchema } from "./forms";
import { MailServerForm } from "./mail-server-form";
import { NotificationRules } from "./notification-rules";
import { Group, Reason, SubmitButton } from "./settings-ui";
import type { TabProps } from "./tab-props";

export function EmailTab(props: TabProps) {
  return (
    <>
      <MailServerForm {...props} />
      <SenderForm {...props} />
      <NotificationRules {...props} />
    </>
  );
}

function SenderForm({ project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const form = useValidatedForm({
    schema: senderFormSchema,
    onValid: (values) => {
      save({ ...settings, email: { ...settings.email, ...values } }, `The sender of ${project.name} is saved.`);
      return undefined;
    },
  });
  const { email } = settings;
  return (
    <Group id="sender-heading" title="Sender for this project">
      <Reason id="sender-reason" verdict={verdict} />
      <form {...form.formProps} aria-labelledby="sender-heading">
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-3">
          <legend className="sr-only">Sender settings</legend>
          <TextField
            {...form.field("senderName")}
            label="Sender name"
            autoComplete="off"
            defaultValue={email.senderName}
          />
          <TextField
            {...form.field("replyTo")}
            type="email"
            label="Reply-to address"
            optional
            autoComplete="off"
            defaultValue={email.replyTo}
          />
          <TextField
            {...form.field("subjectPrefix")}
            label="Subject prefix"
            optional
            autoComplete="off"
            defaultValue={email.subjectPrefix}
          />
        </fieldset>
        <div className="mt-4">
          <SubmitButton verdict={verdict} reasonId="sender-reason">
            Save
          </SubmitButton>
        </div>
      </form>
    </Group>
  );
}
