/**
 * Mail server (email-configuration.md, "Choose the mail server"): Ignitest mail service or Custom
 * SMTP with its host, port, security, account and From address. Send Test Email checks the form
 * like Save and says what it would send and to whom; nothing leaves the browser.
 */
import { useRef, useState } from "react";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { readTextFields, useValidatedForm } from "~/components/form/use-validated-form";
import { actingUser } from "../../access";
import { type MailServerFields, mailServerFormSchema } from "./forms";
import { mailSecurities } from "./model";
import { Group, Reason, SubmitButton } from "./settings-ui";
import type { TabProps } from "./tab-props";

const blank = { host: "", port: "", username: "", password: "", fromAddress: "", security: "STARTTLS" };

export function MailServerForm({ data, saveMailServer, say, may }: TabProps) {
  const server = data.settings.mailServer;
  const [kind, setKind] = useState(server.kind);
  const intent = useRef<"save" | "test">("save");
  const verdict = may.license;
  const form = useValidatedForm({
    schema: mailServerFormSchema,
    read: (values) => ({ ...blank, ...readTextFields(values) }),
    onValid: (values) => {
      if (intent.current === "test") say(testEmailMessage(values, actingUser(data).email));
      else saveMailServer(toServer(values, server.passwordSet), "Mail server saved for the whole license.");
      return undefined;
    },
  });
  return (
    <Group id="mail-server-heading" title="Mail server" intro="Applies to the whole license, invitation emails too.">
      <Reason id="mail-server-reason" verdict={verdict} />
      <form {...form.formProps} aria-labelledby="mail-server-heading">
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Mail server settings</legend>
          <SelectField
            {...form.field("kind")}
            label="Mail server"
            placeholder="Choose a mail server"
            className="sm:col-span-2"
            defaultValue={server.kind}
            onChange={(event) => setKind(event.target.value === "smtp" ? "smtp" : "ignitest")}
            options={[
              { value: "ignitest", label: "Ignitest mail service" },
              { value: "smtp", label: "Custom SMTP" },
            ]}
          />
          {kind === "smtp" ? (
            <>
              <TextField {...form.field("host")} label="SMTP host" autoComplete="off" defaultValue={server.host} />
              <TextField
                {...form.field("port")}
                label="Port"
                inputMode="numeric"
                hint="Usually 587, or 465 for implicit TLS."
                autoComplete="off"
                defaultValue={String(server.port)}
              />
              <SelectField
                {...form.field("security")}
                label="Security"
                placeholder="Choose the security"
                defaultValue={server.security}
                options={mailSecurities.map((value) => ({ value, label: value }))}
              />
              <TextField
                {...form.field("username")}
                label="Username"
                optional
                autoComplete="off"
                defaultValue={server.username}
              />
              <TextField
                {...form.field("password")}
                type="password"
                label="Password"
                optional
                hint={server.passwordSet ? "Saved. Leave it empty to keep it." : undefined}
                autoComplete="new-password"
              />
              <TextField
                {...form.field("fromAddress")}
                type="email"
                label="From address"
                autoComplete="off"
                defaultValue={server.fromAddress}
              />
            </>
          ) : null}
        </fieldset>
        {/* Save first: Enter in a field saves. */}
        <div className="mt-4 flex flex-wrap gap-2">
          <SubmitButton
            verdict={verdict}
            reasonId="mail-server-reason"
            onClick={() => {
              intent.current = "save";
            }}
          >
            Save
          </SubmitButton>
          <SubmitButton
            verdict={verdict}
            reasonId="mail-server-reason"
            secondary
            onClick={() => {
              intent.current = "test";
            }}
          >
            Send Test Email
          </SubmitButton>
        </div>
      </form>
    </Group>
  );
}

function toServer(values: MailServerFields, passwordSet: boolean) {
  return {
    kind: values.kind,
    host: values.host,
    port: values.kind === "smtp" ? Number(values.port) : 587,
    security: values.security,
    username: values.username,
    passwordSet: values.password !== "" || passwordSet,
    fromAddress: values.fromAddress,
  };
}

export function testEmailMessage(values: MailServerFields, to: string): string {
  const route =
    values.kind === "smtp"
      ? `from ${values.fromAddress} through ${values.host}:${values.port} (${values.security})`
      : "through the Ignitest mail service";
  return `Send Test Email would send a short test message ${route} to ${to}, your own address, and show Test email sent or the server's error. This demo does not leave the browser: nothing was sent.`;
}
