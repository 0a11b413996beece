/** The Platforms of a Mobile or Web & Mobile project: Android, iOS or both (project-types.md). */
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";
import type { FieldBinding } from "~/components/form/use-validated-form";
import { type Platform, PlatformSchema, platformLabels } from "./model";

/** `field` is the form's binding of "platforms": the first box takes its id, so a message focuses it. */
export function PlatformFields({
  field: { id, name, error },
  value,
  onChange,
}: {
  field: FieldBinding;
  value: readonly Platform[];
  onChange: (platforms: Platform[]) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className={labelClass}>Platforms</legend>
      <p id={hintId} className={hintClass}>
        One element can hold an Android and an iOS locator.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {PlatformSchema.options.map((platform, index) => (
          <label
            key={platform}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3.5 py-2 text-slate-900 has-checked:border-ink-700 has-checked:bg-ink-50 has-focus-visible:outline-3 has-focus-visible:outline-ink-600 ${error ? "border-red-700" : "border-slate-400 hover:border-slate-600"}`}
          >
            <input
              id={index === 0 ? id : `${id}-${platform}`}
              type="checkbox"
              name={name}
              value={platform}
              checked={value.includes(platform)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hintId, error && errorId)}
              className="size-4 accent-ink-700 focus-visible:outline-none"
              onChange={(event) =>
                onChange(
                  PlatformSchema.options.filter((candidate) =>
                    candidate === platform ? event.target.checked : value.includes(candidate),
                  ),
                )
              }
            />
            {platformLabels[platform]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
