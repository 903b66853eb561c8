import { stringify, type Options } from "csv-stringify";
import { neutraliseCell } from "@wellbeing/domain";

// The one CSV writer of every export (the four CSV downloads and the research export's files):
// csv-stringify, RFC 4180 quoting, line feeds, a byte-order mark first (Excel then reads UTF-8, Welsh
// included), and every text cell neutralised against formula injection (issue 24 §4).

const SAFE: Options = { cast: { string: (value) => neutraliseCell(value) }, record_delimiter: "unix", eof: true };

/** A streaming CSV file: the header row, then each record written to it. */
export const csvFileStream = (headers: ReadonlyArray<string>) => stringify({ ...SAFE, header: true, columns: [...headers], bom: true });

/** What makes csv-stringify quote a cell under SAFE's options: a delimiter, a quote or the record delimiter (a lone carriage return does not). */
const NEEDS_QUOTES = /[",\n]/;
const QUOTE = /"/g;

/** One cell as csv-stringify writes it under SAFE: numbers as they print, text neutralised, quoted where it must be. */
const csvCell = (cell: string | number): string => {
  const value = typeof cell === "number" ? String(cell) : neutraliseCell(cell);
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
};

/**
 * One record as CSV text, without its line ending (files built in pieces, the research export): the
 * same text csv-stringify writes under SAFE (a unit test holds them equal), without setting up a
 * stringifier per record, which cost the research export most of its time over a million events.
 */
export const csvRecord = (cells: ReadonlyArray<string | number>): string => cells.map(csvCell).join(",");

/** The byte-order mark that starts every CSV file. */
export const CSV_BOM = "\uFEFF";
