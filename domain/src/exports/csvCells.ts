// What a CSV cell may begin with (issue 24 §4). A spreadsheet reads a cell starting with = + - @, a
// tab or a carriage return as a formula, so a name, an organisation or a free-text answer typed that
// way would run when staff open the file. As OWASP advises, such a cell is written with a single quote
// first: the spreadsheet shows the text as it was typed and never evaluates it. The one CSV writer
// (query-api's csvWriter, csv-stringify) applies it to every text cell of every export.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as it is safe to write: unchanged, or with a quote before a formula's first character. */
export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
