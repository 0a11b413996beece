import { errorClass } from "./field-styles";

/**
 * The message under a field. The input points at it with aria-describedby, so
 * a screen reader reads it with the field; the form's summary (role="alert")
 * is what announces it when it appears.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={errorClass}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8v5.5H9.1zm0 7.2h1.8V15H9.1z" />
      </svg>
      <span>
        <span className="sr-only">Error:</span> {message}
      </span>
    </p>
  );
}
