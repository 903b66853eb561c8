import { stringify, type Options } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";
import { neutraliseCell } from "@wellbeing/domain";

// The one CSV writer of every export (the four CSV downloads and the research export's files):
// csv-stringify, RFC 4180 quoting, line feeds, a byte-order mark first (Excel then reads UTF-8, Welsh
// included), and every text cell neutralised against formula injection (issue 24 §4).

/** Between the cells of a record (csv-stringify's default, named so the remembering writer joins with the same). */
const DELIMITER = ",";

const SAFE: Options = { cast: { string: (value) => neutraliseCell(value) }, delimiter: DELIMITER, record_delimiter: "unix", eof: true };

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

/**
 * `csvRecord` for a long export whose cells repeat (the research export's answers: a few values per
 * column over hundreds of thousands of records). With these options csv-stringify writes a cell the
 * same wherever it stands (its quoting and formula guard look at the cell alone) and puts the
 * delimiter between cells, so it writes each distinct cell once, as a record of its own, and a record
 * is those texts joined: the same bytes as `csvRecord`, about a seventh of the work. Up to `remember`
 * distinct cells are kept (one export's writer, dropped with it); once that many are, a record with a
 * cell not among them (an id met once) is written whole, in one call, as `csvRecord` writes it.
 */
export const rememberingCsvRecord = (remember = 1 << 14): ((cells: ReadonlyArray<string>) => string) => {
  const written = new Map<string, string>();
  return (cells) => {
    const texts: string[] = [];
    for (const cell of cells) {
      let text = written.get(cell);
      if (text === undefined) {
        if (written.size >= remember) return csvRecord(cells);
        text = csvRecord([cell]);
        written.set(cell, text);
      }
      texts.push(text);
    }
    return texts.join(DELIMITER);
  };
};

/** The byte-order mark that starts every CSV file. */
export const CSV_BOM = "\uFEFF";
