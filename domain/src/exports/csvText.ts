// CSV text as RFC 4180 writes it: a cell holding a comma, a quote or a line break is quoted, its
// quotes doubled; lines end with a line feed. For files built in memory (the research export).

const NEEDS_QUOTES = /[",\r\n]/;

export const csvCell = (value: string): string => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One record, without its line ending. */
export const csvLine = (cells: ReadonlyArray<string>): string => cells.map(csvCell).join(",");
