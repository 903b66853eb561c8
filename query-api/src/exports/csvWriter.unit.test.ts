import { describe, expect, it } from "vitest";
import { CSV_BOM, csvFileStream, csvRecord, rememberingCsvRecord } from "./csvWriter";

/** A deterministic run of awkward cells: every character csv-stringify or the formula guard reacts to, Welsh letters, numbers. */
const awkwardRecords = (count: number): Array<Array<string | number>> => {
  const alphabet = ['"', ",", "\n", "\r", "=", "+", "-", "@", "\t", " ", "a", "ŵ", "ŷ", "'", ";", "0", "1"];
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const cell = (): string | number => {
    if (next(5) === 0) return next(2) === 0 ? next(1000) - 500 : (next(10_000) - 5_000) / 7;
    return Array.from({ length: next(6) }, () => alphabet[next(alphabet.length)]!).join("");
  };
  return Array.from({ length: count }, () => Array.from({ length: 5 }, cell));
};

/** What the streaming writer (csv-stringify) makes of the same header and records. */
const streamed = async (header: ReadonlyArray<string>, records: ReadonlyArray<ReadonlyArray<string | number>>): Promise<string> => {
  const csv = csvFileStream(header);
  const chunks: Buffer[] = [];
  csv.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => csv.on("end", resolve));
  for (const record of records) csv.write([...record]);
  csv.end();
  await ended;
  return Buffer.concat(chunks).toString("utf8");
};

describe("the one CSV writer", () => {
  it("quotes a cell holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvRecord(["plain", "a,b", 'say "hi"', "two\nlines", 7])).toBe('plain,"a,b","say ""hi""","two\nlines",7');
  });

  it("writes a text cell that would start a formula after a quote, then quotes it as any other", () => {
    expect(csvRecord(["=SUM(A1)", '=HYPERLINK("x")', "-2+3", "@x", "+1", "a=b"])).toBe(`'=SUM(A1),"'=HYPERLINK(""x"")",'-2+3,'@x,'+1,a=b`);
  });

  it("writes each record byte for byte as the streaming writer (csv-stringify) does", async () => {
    const records = awkwardRecords(3_000);
    const header = ["a", "b", "c", "d", "e"];
    const expected = await streamed(header, records);
    expect(`${CSV_BOM}${[header, ...records].map((record) => `${csvRecord(record)}\n`).join("")}`).toBe(expected);
  });

  it("writes each record byte for byte as csvRecord when it remembers the cells it has written, and past the cells it may remember", () => {
    const records = awkwardRecords(3_000).map((record) => record.map(String));
    for (const remember of [1 << 16, 10]) {
      const record = rememberingCsvRecord(remember);
      // Twice over: the second pass writes from what the first remembered.
      for (const cells of [...records, ...records]) expect(record(cells), JSON.stringify(cells)).toBe(csvRecord(cells));
    }
    expect(rememberingCsvRecord()([])).toBe(csvRecord([]));
    expect(rememberingCsvRecord()(["", ""])).toBe(csvRecord(["", ""]));
  });
});
