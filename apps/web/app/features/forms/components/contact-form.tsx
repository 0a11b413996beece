import {
  ContactMessageSchema,
  type ContactTopic,
  ContactTopicSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "@ignitest/contracts";
import { siteKeyChallenge } from "~/components/form/captcha-challenge";
import { CaptchaField } from "~/components/form/captcha-field";
import { EmailField } from "~/components/form/email-field";
import { FormError } from "~/components/form/form-error";
import { SelectField } from "~/components/form/select-field";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { sendContactMessage } from "../api/send-contact-message";
import { useSalesForm } from "../hooks/use-sales-form";

/** Its solution serves this form only (the purpose is signed into the challenge). */
const captchaChallenge = siteKeyChallenge("contact-message");

const ClientSchema = ContactMessageSchema.omit({ captcha: true });

const topics = ContactTopicSchema.options.map((topic) => ({ value: topic, label: topic }));

/** What a link to the form fills in for the visitor (a past webinar's recording request), who can still change it. */
export type ContactPrefill = { topic: ContactTopic; message: string };

/** The /contactus form; like the demo form, it moves on only once the message is stored. */
export function ContactForm({ prefill = null }: { prefill?: ContactPrefill | null }) {
  const { form, captcha } = useSalesForm({
    schema: ClientSchema,
    send: (values, captcha) => sendContactMessage({ ...values, captcha }),
    thankYouPath: "/thank-you-for-contact-us",
  });

  return (
    <form {...form.formProps} aria-label="Contact" className="grid gap-6">
      <FormError key={form.summaryKey} {...form.summary} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field("name")} label="Full name" autoComplete="name" />
        <EmailField {...form.field("email")} />
        <TextField {...form.field("company")} label="Company" autoComplete="organization" optional />
        <SelectField
          {...form.field("topic")}
          label="Topic"
          placeholder="Choose a topic"
          options={topics}
          defaultValue={prefill?.topic}
        />
      </div>
      <TextareaField
        {...form.field("message")}
        label="Message"
        hint={`Between ${MESSAGE_MIN_LENGTH} and ${MESSAGE_MAX_LENGTH} characters`}
        minLength={MESSAGE_MIN_LENGTH}
        maxLength={MESSAGE_MAX_LENGTH}
        defaultValue={prefill?.message}
      />
      <CaptchaField
        ref={captcha}
        id={form.fieldId("captcha")}
        error={form.errorOf("captcha")}
        challenge={captchaChallenge}
      />
      <SubmitButton pending={form.pending} pendingLabel="Sending your message…" className="sm:w-auto sm:px-8">
        Send message
      </SubmitButton>
    </form>
  );
}
