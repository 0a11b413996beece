/** Pieces every Configuration tab uses (docs/platform-demo.md#configuration): a group, a checkbox field, a Save button that says why it is disabled. */
import type { ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass } from "~/components/form/field-styles";
import type { FieldBinding } from "~/components/form/use-validated-form";
import type { Verdict } from "../../access";

export function Group({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One checkbox with its label, hint and error, on the form kit's binding. */
export function CheckboxField({
  binding,
  label,
  hint,
  defaultChecked,
}: {
  binding: FieldBinding;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  const { id, name, error } = binding;
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          className="size-4 accent-ink-700"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const buttonClass = "btn px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60";

/** A submit button, disabled with the reason (tied by aria-describedby) when the acting user may not. */
export function SubmitButton({
  verdict,
  reasonId,
  secondary = false,
  onClick,
  children,
}: {
  verdict: Verdict;
  reasonId: string;
  secondary?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`${buttonClass} ${secondary ? "btn-secondary" : "btn-primary"}`}
      onClick={onClick}
      disabled={!verdict.allowed}
      aria-describedby={verdict.allowed ? undefined : reasonId}
    >
      {children}
    </button>
  );
}

/** The reason an action is disabled, once per group. */
export function Reason({ id, verdict }: { id: string; verdict: Verdict }) {
  if (verdict.allowed) return null;
  return (
    <p id={id} className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {verdict.reason}
    </p>
  );
}
