import { type FormEvent, useId, useLayoutEffect, useState } from "react";
import type { z } from "zod";
import type { FieldErrorLink } from "./form-error";
import { revealField } from "./reveal-field";

export type FieldErrors = Partial<Record<string, string>>;

/** What `field(name)` gives a field component: its control's id, name and error. */
export type FieldBinding = { id: string; name: string; error: string | undefined };

/** What a failed submission gives back: a message for the form, messages for fields, or both. */
export type FormFailure = { message?: string | undefined; fields?: FieldErrors | undefined };

type Options<Schema extends z.ZodType> = {
  /** Checked in the browser before anything is sent (usually the contract's request schema). */
  schema: Schema;
  /**
   * Runs with the parsed values; gives back (or resolves to) a failure to show, or nothing on
   * success. A synchronous one (a dialog that saves in the browser, a wizard step that moves on)
   * finishes in the submit event itself: no pending state, nothing deferred.
   */
  onValid: (values: z.output<Schema>) => FormFailure | undefined | Promise<FormFailure | undefined>;
  /** Turns the form's fields into the schema's input; by default every named text field. */
  read?: (data: FormData) => unknown;
};

const unexpectedFailure: FormFailure = {
  message: "Something went wrong on our side. Please try again in a moment.",
};

/**
 * Client-side validation plus server errors for one form. Inputs stay
 * uncontrolled and the submit event is always canceled, so nothing the user
 * typed is ever cleared by a failure. Errors stay until the next attempt.
 */
export function useValidatedForm<Schema extends z.ZodType>({
  schema,
  onValid,
  read = readTextFields,
}: Options<Schema>) {
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<{ attempt: number; message?: string | undefined; fields: FieldErrorLink[] }>({
    attempt: 0,
    fields: [],
  });

  const fieldId = (name: string) => `${formId}-${name}`;

  function show(form: HTMLFormElement, failure: FormFailure) {
    const fields = failure.fields ?? {};
    const ordered = fieldNamesInOrder(form).filter((name) => fields[name]);
    // A message about a field this form does not show (say, the captcha) still has to reach the user.
    const unplaced = Object.entries(fields).filter(([name, text]) => text && !ordered.includes(name));
    setFieldErrors(fields);
    setSummary((previous) => ({
      attempt: previous.attempt + 1,
      message: failure.message ?? (unplaced.map(([, text]) => text).join(" ") || undefined),
      fields: ordered.map((name) => ({ id: fieldId(name), message: fields[name] ?? "" })),
    }));
  }

  // Once the attempt's summary and field messages are in the page (before it paints), focus the
  // first field to fix and scroll it into view with the summary: measured any earlier, the summary
  // is not there yet, and a frame later is not guaranteed in a throttled page (WebKit, stop 33).
  const firstFieldId = summary.fields[0]?.id;
  useLayoutEffect(() => {
    if (summary.attempt === 0 || !firstFieldId) return;
    const field = document.getElementById(firstFieldId);
    if (field) revealField(field);
  }, [summary.attempt, firstFieldId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(read(new FormData(form)));
    if (!parsed.success) {
      show(form, failureFromIssues(parsed.error.issues));
      return;
    }
    let failure: FormFailure | undefined;
    try {
      const result = onValid(parsed.data);
      if (result instanceof Promise) {
        setPending(true);
        failure = await result;
      } else failure = result;
    } catch (error) {
      console.warn("Form submission failed unexpectedly", error);
      failure = unexpectedFailure;
    }
    setPending(false);
    if (failure) show(form, failure);
    else setFieldErrors({});
  }

  return {
    pending,
    fieldId,
    errorOf: (name: string) => fieldErrors[name],
    /** A field's id, name and error, to spread on a field component: `<TextField {...form.field("email")} … />`. */
    field: (name: string): FieldBinding => ({ id: fieldId(name), name, error: fieldErrors[name] }),
    formProps: { onSubmit, noValidate: true },
    /** Props for <FormError>; render it with `key={summaryKey}` so each attempt re-announces. */
    summary: { message: summary.message, fields: summary.fields },
    summaryKey: summary.attempt,
  };
}

/** Every named text value of the form; files are left to multipart forms that read them on purpose. */
export function readTextFields(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === "string") values[name] = value;
  return values;
}

/** The first message for each field; issues about the whole object become the form's message. */
export function failureFromIssues(issues: readonly z.core.$ZodIssue[]): FormFailure {
  const fields: FieldErrors = {};
  let message: string | undefined;
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string") fields[name] ??= issue.message;
    else message ??= issue.message;
  }
  return { message, fields };
}

function fieldNamesInOrder(form: HTMLFormElement): string[] {
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
