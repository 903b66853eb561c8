// How a file's name travels in a Content-Disposition header (RFC 6266): the name itself in UTF-8 as
// `filename*` (RFC 5987 / RFC 8187), and an ASCII stand-in as `filename` for the clients that read only
// that. One place for every download and the development inbox: a raw non-ASCII name ('Nia Ŵyn…pdf')
// in a header is refused outright by Node, and garbled by a client that takes it as Latin-1.

/** RFC 5987's attr-char: what `filename*` may carry unescaped. encodeURIComponent leaves four more. */
const encodeValueChars = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name in printable ASCII: accents dropped ('Ŵ' → 'W'), anything else, quotes and backslashes as '_'. */
export const asciiFileName = (fileName: string): string =>
  fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");

/**
 * `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<the name, percent-encoded>`; a name in
 * plain printable ASCII (no quote or backslash) needs no second form: `attachment; filename="<name>"`.
 */
export const attachmentDisposition = (fileName: string): string =>
  asciiFileName(fileName) === fileName
    ? `attachment; filename="${fileName}"`
    : `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeValueChars(fileName)}`;

/** The file name a Content-Disposition header gives: its UTF-8 form first, else the plain one; null without either. */
export const fileNameOfDisposition = (header: string | null | undefined): string | null => {
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header ?? "")?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header ?? "")?.[1] ?? null;
};
