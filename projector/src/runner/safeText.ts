// PostgreSQL's text and jsonb cannot hold NUL, and lone UTF-16 surrogates are not text at all.
// Decoding refuses both today; events stored before may still hold them, and a read model must
// take every event its stream can hold, so such characters are replaced (U+FFFD) on the way in.

// eslint-disable-next-line no-control-regex -- NUL is what this pattern must find.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- NUL is what this pattern must find.
const UNSAFE_TEST = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const safeText = (text: string): string => (UNSAFE_TEST.test(text) ? text.replace(UNSAFE, "\uFFFD") : text);

/** JSON text of a value, with any unsafe character in its strings replaced. */
export const safeJson = (value: unknown): string => {
  const json = JSON.stringify(value);
  // JSON.stringify writes NUL and lone surrogates as \u escapes; only then is a second pass needed.
  // Most JSON holds no `\u` at all: one fast search skips the pattern.
  return json.includes("\\u") && /\\u(0000|d[89a-f][0-9a-f]{2})/i.test(json)
    ? JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? safeText(item) : item))
    : json;
};
