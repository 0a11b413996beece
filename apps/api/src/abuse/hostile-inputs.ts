import fc from "fast-check";

/**
 * Text an attacker (or a broken client) sends: SQL and NoSQL injection, markup,
 * path traversal, NUL bytes, very long strings and the odd corners of Unicode.
 */
export const injectionStrings: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "1; SELECT pg_sleep(10); --",
  "admin'--",
  "') UNION SELECT password_hash FROM users --",
  "%",
  "%%%%",
  "_",
  "____",
  "\\",
  "\\'",
  '{"$gt": ""}',
  "$where: '1 == 1'",
  "[$ne]=1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/etc/passwd\u0000.png",
  "\u0000",
  "abc\u0000def",
  "x".repeat(10_000),
  "💥".repeat(300),
  "\u202Eevil\u202C",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\uFEFF",
  "\ud800",
  "\udfff\ud800",
  "ﬁİß",
  "\u2028\u2029",
  "\r\nSet-Cookie: session=stolen",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "",
  " ",
  "\t\n",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "NaN",
  "Infinity",
  "99999999999999999999",
];

/** Numbers no page, size or count should take at face value. */
export const hostileNumbers: readonly number[] = [-1, 0, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, 1e21, 99_999_999];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...injectionStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);

/** Any JSON that is not what a field expects: NoSQL operators, wrong types, odd numbers, nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    { $gt: "" },
    { $ne: null },
    { $where: "1 == 1" },
    { $regex: ".*" },
    ["$in", "a"],
    [1, 2, 3],
  ),
  fc.constantFrom(...hostileNumbers),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys no contract names, added beside the real ones. */
const extraKeys = ["__proto__", "constructor", "$where", "$gt", "isAdmin", "role", "id", "status", "userId"];

/** A value near `sample`: the sample itself, the sample with hostile text around it, or the wrong type. */
function nearSample(sample: unknown): fc.Arbitrary<unknown> {
  if (typeof sample === "string") {
    return fc.oneof(
      hostileString.map((text) => sample + text),
      hostileString.map((text) => text + sample),
    );
  }
  if (typeof sample === "number") return fc.constantFrom(...hostileNumbers, String(sample));
  if (typeof sample === "boolean") return fc.constantFrom<unknown>("true", 1, 0, "yes", [sample]);
  if (Array.isArray(sample)) {
    return fc.array(fc.oneof(fc.constantFrom(...sample), hostileString, hostileJson), { maxLength: 6 });
  }
  return hostileJson;
}

/** Marks a field the mutation leaves out. */
const omitted = Symbol("omitted");

function fieldValue(sample: unknown): fc.Arbitrary<unknown> {
  const hostile = [
    { weight: 2, arbitrary: hostileString as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.constant<unknown>(omitted) },
  ];
  return sample === undefined
    ? fc.oneof(...hostile)
    : fc.oneof({ weight: 4, arbitrary: nearSample(sample) }, ...hostile);
}

/**
 * Up to three fields of the contract, each given a hostile value (or left
 * out); none at times, so a strict contract (ids, enums, numbers) still lets
 * some requests through to the handler, with hostile extras around them.
 */
function mutations(fields: readonly string[], sample: Record<string, unknown>) {
  const one = fc
    .constantFrom(...fields)
    .chain((field) => fieldValue(sample[field]).map((value) => [field, value] as const));
  return fc.oneof(
    { weight: 5, arbitrary: fc.array(one, { minLength: 1, maxLength: 3 }) },
    { weight: 2, arbitrary: fc.constant([]) },
  );
}

/**
 * JSON bodies mutated from the sample by the contract's fields: a few fields
 * get hostile text around the sample's value, hostile text, the wrong type, or
 * are left out (so many bodies still pass the contract and reach the handler
 * and the database); sometimes extra keys ride along; sometimes the body is
 * not an object at all.
 */
export function bodyArbitrary(fields: readonly string[], sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const mutated = fc
    .tuple(mutations(fields, sample), fc.dictionary(fc.constantFrom(...extraKeys), hostileJson, { maxKeys: 2 }))
    .map(([changes, extra]) => {
      // A null prototype, so an extra "__proto__" stays an ordinary key that JSON.stringify writes out.
      const body: Record<string, unknown> = Object.assign(Object.create(null), extra, sample);
      for (const [field, value] of changes) {
        if (value === omitted) delete body[field];
        else body[field] = value;
      }
      return body;
    });
  return fc.oneof({ weight: 9, arbitrary: mutated }, { weight: 1, arbitrary: hostileJson });
}

/** Query strings mutated from the sample the same way: hostile values, repeated keys, extra keys. */
export function queryArbitrary(
  fields: readonly string[],
  sample: Record<string, unknown>,
): fc.Arbitrary<Array<[string, string]>> {
  const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  const change = fields.length > 0 ? mutations(fields, sample) : fc.constant([]);
  const extraKey = fc.constantFrom(...extraKeys, "page[a][b]", "size[]");
  const extra = fc.array(fc.tuple(extraKey, hostileString), { maxLength: 2 });
  const repeated = fc.array(fc.tuple(fc.constantFrom("", "", "", ...fields), hostileString), { maxLength: 1 });
  return fc.tuple(change, extra, repeated).map(([changes, more, again]) => {
    const own = new Map(Object.entries(sample).map(([key, value]) => [key, asText(value)]));
    for (const [field, value] of changes) {
      if (value === omitted) own.delete(field);
      else own.set(field, asText(value));
    }
    // An empty name in `again` is nothing repeated; any other adds a second value for that field.
    const twice = again.filter(([field]) => field !== "");
    return [...more, ...own.entries(), ...twice];
  });
}
