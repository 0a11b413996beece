/** Class strings shared by the form fields, so every input looks and behaves alike. */

export const labelClass = "block font-semibold text-slate-900";

export const hintClass = "mt-1 text-sm text-slate-600";

/** Red 700 on white is 6.5:1; the icon repeats the meaning for people who cannot tell the color. */
export const errorClass = "mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700";

const inputBase =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink-600 disabled:bg-slate-100";

export function inputClass(invalid: boolean): string {
  return `${inputBase} ${invalid ? "border-red-700 ring-1 ring-red-700" : "border-slate-400 hover:border-slate-600"}`;
}

/** Space-separated ids for aria-describedby, skipping the ones a field does not have. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return present.length > 0 ? present.join(" ") : undefined;
}
