/**
 * One step of the Create Project wizard: a form on the site's form kit whose
 * onValid moves on (docs/platform-demo.md#projects). Its fields are controlled
 * by the wizard, so what is checked is `values`, not the form's data. Each step
 * is its own element, so a step starts without the last one's messages.
 */
import type { ReactNode } from "react";
import type { z } from "zod";
import { type FieldBinding, useValidatedForm } from "~/components/form/use-validated-form";

export function WizardStepForm<Schema extends z.ZodType>({
  schema,
  values,
  onValid,
  labelledBy,
  heading,
  footer,
  children,
}: {
  schema: Schema;
  values: unknown;
  onValid: (values: z.output<Schema>) => void;
  labelledBy: string;
  heading: ReactNode;
  footer: ReactNode;
  children: (field: (name: string) => FieldBinding) => ReactNode;
}) {
  const form = useValidatedForm({
    schema,
    read: () => values,
    onValid: (parsed) => {
      onValid(parsed);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="mt-4 space-y-4" aria-labelledby={labelledBy}>
      {heading}
      {children(form.field)}
      {footer}
    </form>
  );
}
