import { ContactMessageSchema, ContactTopicSchema, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "@ignitest/contracts";
import { siteKeyChallenge } from "~/components/form/captcha-challenge";
import { CaptchaField } from "~/components/form/captcha-field";
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

/** The /contactus form; like the demo form, it moves on only once the message is stored. */
export function ContactForm() {
  const { form, captcha } = useSalesForm({
    schema: ClientSchema,
    send: (values, captcha) => sendContactMessage({ ...values, captcha }),
    thankYouPath: "/thank-you-for-contact-us",
  });

  return (
    <form {...form.formProps} aria-label="Contact" className="grid gap-6">
      <FormError key={form.summaryKey} {...form.summary} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id={form.fieldId("name")}
          name="name"
          label="Full name"
          autoComplete="name"
          error={form.errorOf("name")}
        />
        <TextField
          id={form.fieldId("email")}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={form.errorOf("email")}
        />
        <TextField
          id={form.fieldId("company")}
          name="company"
          label="Company"
          autoComplete="organization"
          optional
          error={form.errorOf("company")}
        />
        <SelectField
          id={form.fieldId("topic")}
          name="topic"
          label="Topic"
          placeholder="Choose a topic"
          options={topics}
          error={form.errorOf("topic")}
        />
      </div>
      <TextareaField
        id={form.fieldId("message")}
        name="message"
        label="Message"
        hint={`Between ${MESSAGE_MIN_LENGTH} and ${MESSAGE_MAX_LENGTH} characters`}
        minLength={MESSAGE_MIN_LENGTH}
        maxLength={MESSAGE_MAX_LENGTH}
        error={form.errorOf("message")}
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
