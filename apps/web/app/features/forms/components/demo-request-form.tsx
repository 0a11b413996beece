import {
  DEMO_BOOKING_WINDOW_DAYS,
  DemoRequestSchema,
  MESSAGE_MAX_LENGTH,
  PreferredTimeSchema,
  ProductInterestSchema,
  preferredTimeLabels,
  TeamSizeSchema,
} from "@ignitest/contracts";
import { useState } from "react";
import { siteKeyChallenge } from "~/components/form/captcha-challenge";
import { CaptchaField } from "~/components/form/captcha-field";
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { EmailField } from "~/components/form/email-field";
import { FormError } from "~/components/form/form-error";
import { PhoneField } from "~/components/form/phone-field";
import { SelectField } from "~/components/form/select-field";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { readTextFields } from "~/components/form/use-validated-form";
import { useHydrated } from "~/lib/use-hydrated";
import { submitDemoRequest } from "../api/submit-demo-request";
import type { DemoPrefill } from "../demo-prefill";
import { useSalesForm } from "../hooks/use-sales-form";

/** Its solution serves this form only (the purpose is signed into the challenge). */
const captchaChallenge = siteKeyChallenge("demo-request");

/** Checked in the browser; the captcha is added once it is solved, just before sending. */
const ClientSchema = DemoRequestSchema.omit({ captcha: true });

const teamSizes = TeamSizeSchema.options.map((size) => ({ value: size, label: `${size} people` }));
const times = PreferredTimeSchema.options.map((time) => ({ value: time, label: preferredTimeLabels[time] }));

function readDemoRequest(data: FormData) {
  return { ...readTextFields(data), products: data.getAll("products").map(String) };
}

/** YYYY-MM-DD of a local date (the date input's format). */
function localDay(offsetDays: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const month = String(day.getMonth() + 1).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, "0")}`;
}

/**
 * The /schedule-demo form. Nothing is cleared on failure; only a stored
 * request (the API answers 201 after its commit) leads to the thank-you page.
 */
export function DemoRequestForm({ prefill }: { prefill: DemoPrefill | null }) {
  const hydrated = useHydrated();
  const [dateEmpty, setDateEmpty] = useState(true);
  const { form, captcha } = useSalesForm({
    schema: ClientSchema,
    read: readDemoRequest,
    send: (values, captcha) => submitDemoRequest({ ...values, captcha }),
    thankYouPath: "/thank-you-for-scheduling-demo",
  });

  return (
    <form {...form.formProps} aria-label="Demo request" className="grid gap-6">
      <FormError key={form.summaryKey} {...form.summary} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.field("name")} label="Full name" autoComplete="name" />
        <EmailField {...form.field("email")} label="Work e-mail" />
        <TextField {...form.field("company")} label="Company" autoComplete="organization" />
        <TextField {...form.field("role")} label="Job title" autoComplete="organization-title" optional />
        <PhoneField {...form.field("phone")} hint="With the country code, if we may call you" optional />
        <SelectField
          {...form.field("teamSize")}
          label="Size of your testing team"
          placeholder="Choose a size"
          options={teamSizes}
        />
      </div>
      <CheckboxGroup
        {...form.field("products")}
        legend="Products you want to see"
        hint="Choose one or more"
        options={ProductInterestSchema.options}
        defaultChecked={prefill?.products ?? []}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...form.field("preferredDate")}
          label="Preferred date"
          type="date"
          // An empty date shows no greyed-out "today" that reads as filled in (WebKit does; app.css).
          data-empty={dateEmpty ? "" : undefined}
          onChange={(event) => setDateEmpty(event.currentTarget.value === "")}
          hint={`Within the next ${DEMO_BOOKING_WINDOW_DAYS} days`}
          min={hydrated ? localDay(0) : undefined}
          max={hydrated ? localDay(DEMO_BOOKING_WINDOW_DAYS) : undefined}
        />
        <SelectField
          {...form.field("preferredTime")}
          label="Preferred time"
          hint="In your time zone; we confirm the exact slot by e-mail"
          placeholder="Choose a time of day"
          options={times}
        />
      </div>
      {hydrated ? (
        <input type="hidden" name="timeZone" value={Intl.DateTimeFormat().resolvedOptions().timeZone} />
      ) : null}
      <TextareaField
        {...form.field("message")}
        label="What would you like to see?"
        hint="Applications you test, tools you use, questions for the specialist"
        maxLength={MESSAGE_MAX_LENGTH}
        defaultValue={prefill?.message}
        optional
      />
      <CaptchaField
        ref={captcha}
        id={form.fieldId("captcha")}
        error={form.errorOf("captcha")}
        challenge={captchaChallenge}
      />
      <SubmitButton pending={form.pending} pendingLabel="Sending your request…" className="sm:w-auto sm:px-8">
        Request my demo
      </SubmitButton>
    </form>
  );
}
