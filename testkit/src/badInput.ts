import fc from "fast-check";

// Generators of what a careless or hostile client sends: raw request bodies (text) and path
// segments, each a variation of something valid or plain garbage.

/** Characters no read model can hold, and other oddities. */
const poison = fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\udfff", "x\udbff", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u200f", "\ufeff", "\uffff");
const edgeNumber = fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 1, 1e308, -1e308, -0, 0.5, -1, 0, 1e-320);
const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((length) => "x".repeat(length));
const deepValue = fc.integer({ min: 20, max: 60 }).map((depth) => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { nested: value };
  return value;
});

/** Any value a field could be replaced with. */
const replacement = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), poison, fc.string({ maxLength: 10 })).map(([before, odd, after]) => before + odd + after) },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, "", " ", "null", "undefined", "{}", "__proto__") },
);

type Json = Record<string, unknown>;

/** The field paths of a body: top-level keys, and one level into objects and arrays. */
const pathsOf = (body: Json): string[][] =>
  Object.entries(body).flatMap(([key, value]) => [
    [key],
    ...(typeof value === "object" && value !== null ? Object.keys(value).map((inner) => [key, inner]) : []),
  ]);

const withChange = (body: Json, path: string[], change: (parent: Record<string, unknown>, key: string) => void): Json => {
  const copy = structuredClone(body) as Json;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  change(parent, path.at(-1)!);
  return copy;
};

/** A valid body with one field dropped, replaced, or stuffed with something odd. */
const mutated = (valid: fc.Arbitrary<Json>) =>
  fc.tuple(valid, fc.nat(), fc.constantFrom("drop", "replace", "stuff"), replacement, poison).map(([body, pick, how, value, odd]) => {
    const paths = pathsOf(body);
    if (paths.length === 0) return JSON.stringify(value);
    const path = paths[pick % paths.length]!;
    const changed = withChange(body, path, (parent, key) => {
      if (how === "drop") delete parent[key];
      else if (how === "replace") parent[key] = value;
      else parent[key] = typeof parent[key] === "string" ? `${parent[key] as string}${odd}` : odd;
    });
    return JSON.stringify(changed);
  });

/** Text that is not the JSON a route wants: too deep, broken, poisoned prototypes, repeated keys, wrong shapes. */
const rawGarbage = fc.oneof(
  fc.integer({ min: 33, max: 6_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.integer({ min: 33, max: 3_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.constantFrom('{"a":', "{'a':1}", "nul", "", " ", "\u0000", '{"a":1}garbage', "[1,2", "\ud800", '"\\ud800"', '{"\\u0000":1}'),
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"email":"a@b.org","email":{"toString":1}}'),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);

/** A raw body for a route that takes JSON: mostly variations of a valid one, some garbage. */
export const badBody = (valid: fc.Arbitrary<Json> | null): fc.Arbitrary<string> =>
  valid === null ? rawGarbage : fc.oneof({ weight: 6, arbitrary: mutated(valid) }, { weight: 4, arbitrary: rawGarbage });

/** The content type the body is sent with: mostly JSON, sometimes another or none. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1"),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate as U+FFFD: encodeURIComponent would throw). */
const percentEncoded = (text: string): string => [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** A path segment or query value: ids that look right but name nothing, and garbage, URL-encoded. */
export const badSegment = fc.oneof(
  fc.uuid().map((id) => id),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.string({ maxLength: 40 }).map(percentEncoded),
  poison.map(percentEncoded),
  // Raw bytes that are no UTF-8 at all (an encoded lone surrogate, an overlong NUL), and other oddities.
  fc.constantFrom("%00", "%ED%A0%80", "%C0%80", "%2e%2e%2f", "..", "%ff", "%", "null", "undefined", "[object Object]", "1e308", "-1", "x".repeat(3_000)),
);
