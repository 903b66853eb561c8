import { stringify, type Options } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";
import { neutraliseCell } from "@wellbeing/domain";

// The one CSV writer of every export (the four CSV downloads and the research export's files):
// csv-stringify, RFC 4180 quoting, line feeds, a byte-order mark first (Excel then reads UTF-8, Welsh
// included), and every text cell neutralised against formula injection (issue 24 §4).

const SAFE: Options = { cast: { string: (value) => neutraliseCell(value) }, record_delimiter: "unix", eof: true };

/** A streaming CSV file: the header row, then each record written to it. */
export const csvFileStream = (headers: ReadonlyArray<string>) => stringify({ ...SAFE, header: true, columns: [...headers], bom: true });

/** One record as CSV text, without its line ending (files built in pieces, the research export). */
export const csvRecord = (cells: ReadonlyArray<string | number>): string => stringifyNow([[...cells]], { ...SAFE, eof: false });

/** The byte-order mark that starts every CSV file. */
export const CSV_BOM = "\uFEFF";
