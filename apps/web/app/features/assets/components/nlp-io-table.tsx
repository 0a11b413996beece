import type { NlpInput, NlpOutput } from "@ignitest/contracts";

type NlpIoTableProps = { caption: string; rows: readonly (NlpInput | NlpOutput)[] };

/** An NLP's inputs or outputs: name, type, what it is for and, for inputs, whether it is required. */
export function NlpIoTable({ caption, rows }: NlpIoTableProps) {
  const hasRequired = rows.some((row) => "required" in row);
  return (
    // Phones get the same four columns, narrower and wrapping, rather than a table wider than the screen.
    <div className="relative mt-4 rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm [overflow-wrap:anywhere] max-sm:[&_td]:px-2 max-sm:[&_th]:px-2">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Description
            </th>
            {hasRequired ? (
              <th scope="col" className="px-4 py-2.5 font-semibold">
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
              </th>
              <td className="px-4 py-2.5">{row.type}</td>
              <td className="px-4 py-2.5">{row.description}</td>
              {hasRequired ? <td className="px-4 py-2.5">{"required" in row && row.required ? "Yes" : "No"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
