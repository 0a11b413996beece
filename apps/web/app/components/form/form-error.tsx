import type { MouseEvent } from "react";
import { revealField } from "./reveal-field";

export type FieldErrorLink = { id: string; message: string };

type FormErrorProps = {
  /** A message about the form as a whole, e.g. the server's "wrong e-mail or password". */
  message?: string | null | undefined;
  /** The fields that need fixing, in form order; each links to its input. */
  fields?: readonly FieldErrorLink[];
};

/**
 * The summary above a form that failed. role="alert" makes screen readers
 * announce it as it appears; the form re-mounts it (a new `key`) on every
 * failed attempt so the same message is announced again. Each field error
 * links to its input, and the same text sits under the field itself.
 */
export function FormError({ message, fields = [] }: FormErrorProps) {
  if (!message && fields.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 border-l-4 border-l-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{message ?? "Please correct the highlighted fields."}</p>
      {fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={focusField} className="font-medium text-red-900 underline">
                {field.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Focus the input itself rather than scrolling to it, so the user can type at once. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  revealField(field);
}
