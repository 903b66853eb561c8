import { stringify, type Options } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";
import { neutraliseCell } from "@wellbeing/domain";

// The one CSV writer of every export (the four CSV downloads and the research export's files):
// csv-stringify, RFC 4180 quoting, line feeds, a byte-order mark first (Excel then reads UTF-8, Welsh
// included), and every text cell neutralised against formula injection (issue 24 §4).

const SAFE: Options = { cast: { string: (value) => neutraliseCell(value) }, record_delimiter: "unix", eof: true };

/** A streaming CSV file: the header row, then each record written to it. */
export const csvFileStream = (headers: ReadonlyArray<string>) => stringify({ ...SAFE, header: true, columns: [...headers], bom: true });

/**
 * One record as CSV text, without its line ending (files built in pieces, the research export). The
 * writer builds it a cell at a time, which V8 keeps as a chain of pieces (a rope: two objects per
 * cell) until something reads it; a record kept for long (the research export keeps hundreds of
 * thousands) is read once here so that it is held as one flat string: the same text, a fraction of the
 * objects for the garbage collector to walk, and nothing to copy together again each time it is used.
 */
export const csvRecord = (cells: ReadonlyArray<string | number>): string => {
  const text = stringifyNow([[...cells]], { ...SAFE, eof: false });
  text.charCodeAt(0);
  return text;
};

/** The byte-order mark that starts every CSV file. */
export const CSV_BOM = "\uFEFF";
