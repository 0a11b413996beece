import type { NlpInput, NlpOutput } from "@ignitest/contracts";

type NlpIoTableProps = { caption: string; rows: readonly (NlpInput | NlpOutput)[] };

/** An NLP's inputs or outputs: name, type, what it is for and, for inputs, whether it is required. */
export function NlpIoTable({ caption, rows }: NlpIoTableProps) {
  const hasRequired = rows.some((row) => "required" in row);
  return (
    // Phones get two columns (type and whether it is required under the name) rather than a table wider
    // than the screen; words wrap whole (the longest word of an input name is 12 letters).
    <div className="relative mt-4 rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm [overflow-wrap:break-word] max-sm:[&_td]:px-2 max-sm:[&_th]:px-2">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold max-sm:hidden">
              Type
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Description
            </th>
            {hasRequired ? (
              <th scope="col" className="px-4 py-2.5 font-semibold max-sm:hidden">
                Required
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-4 py-2.5 font-mono font-medium text-slate-900">
                {row.name}
                <span className="mt-0.5 block font-sans text-xs font-normal text-slate-600 sm:hidden">
                  {row.type}
                  {"required" in row ? (row.required ? ", required" : ", optional") : null}
                </span>
              </th>
              <td className="px-4 py-2.5 max-sm:hidden">{row.type}</td>
              <td className="px-4 py-2.5">{row.description}</td>
              {hasRequired ? (
                <td className="px-4 py-2.5 max-sm:hidden">{"required" in row && row.required ? "Yes" : "No"}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
