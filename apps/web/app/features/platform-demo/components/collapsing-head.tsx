/**
 * The header row of a Platform demo table whose middle columns fold into the
 * first one below md: the first header names them for screen readers and
 * narrow screens ("Name, email, role and status"), the last is the actions.
 */
export function CollapsingHead({ first, folded, last }: { first: string; folded: readonly string[]; last: string }) {
  const names = folded.map((name) => name.toLowerCase());
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return (
    <thead className="bg-slate-50 text-slate-900">
      <tr>
        <th scope="col" className="px-3 py-2">
          {first}
          {listed ? <span className="md:hidden">, {listed}</span> : null}
        </th>
        {folded.map((name) => (
          <th key={name} scope="col" className="hidden px-3 py-2 md:table-cell">
            {name}
          </th>
        ))}
        <th scope="col" className="px-3 py-2">
          {last}
        </th>
      </tr>
    </thead>
  );
}
