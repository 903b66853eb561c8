import { Readable, pipeline } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { attachmentDisposition, type MessageKey, type Translate } from "@wellbeing/domain";
import { requestLanguage, translatorFor } from "@wellbeing/platform";
import { CSV_BOM, csvFileStream } from "./csvWriter";

export interface CsvColumn<Row> {
  /** The column's header: a catalogue key, or words the column works out in the caller's language (a question's). */
  readonly header: MessageKey | ((t: Translate) => string);
  /** The cell, worded in the caller's language where it is words (a course, a module, yes or no). */
  readonly value: (row: Row, t: Translate) => string | number | null;
}

/** '<export type>-<target>-<ISO timestamp>.csv' (§7). */
export const exportFilename = (type: string, target: string, now: Date): string => `${type}-${target}-${now.toISOString()}.csv`;

/**
 * Answers a CSV file streamed row by row from `rows` (a database cursor): nothing is held in
 * memory beyond a row. With no rows at all the file says 'No data found' (§7). Headers, values
 * and that notice are in the caller's language, as their `wb_lang` choice or browser says. Every
 * file goes through the one CSV writer (csvWriter.ts).
 */
export const sendCsv = async <Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { filename: string; columns: ReadonlyArray<CsvColumn<Row>>; rows: AsyncIterable<Row> },
): Promise<FastifyReply> => {
  const t = translatorFor(requestLanguage(request));
  void reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(options.filename))
    .header("cache-control", "no-store");

  const iterator = options.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return reply.send(`${CSV_BOM}${t("sessionList.noData")}\n`);

  async function* records() {
    try {
      yield options.columns.map((column) => column.value(first.value, t));
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield options.columns.map((column) => column.value(next.value, t));
      }
    } finally {
      // A client that went away stops the cursor too.
      await iterator.return?.();
    }
  }

  const headers = options.columns.map((column) => (typeof column.header === "string" ? t(column.header) : column.header(t)));
  const csv = csvFileStream(headers);
  // A failure half-way can only cut the download short: the status line has gone out.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) reply.log.warn({ err: error }, "CSV export stopped early");
  });
  return reply.send(csv);
};
