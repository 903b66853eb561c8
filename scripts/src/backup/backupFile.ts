import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

// A backup file: gzipped JSON lines, a header first (what it holds, when it was taken) and an end
// line last (how many rows), so a truncated copy is refused instead of restored in part.

export const BACKUP_FORMAT = "wellbeing-backup";
export const BACKUP_VERSION = 1;

export type BackupKind = "events" | "keys";

export interface BackupHeader {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: number;
  readonly kind: BackupKind;
  /** When the snapshot was taken (the database's clock). */
  readonly createdAt: string;
}

/** Where the personal-data keys of an events backup go by default: a file of their own, kept for a shorter time. */
export const keysFileOf = (eventsFile: string): string => `${eventsFile}.keys`;

/** Writes one backup file line by line, waiting when the disk is slower than the database. */
export const openBackupWriter = async (file: string, header: Omit<BackupHeader, "format" | "version">) => {
  const gzip = createGzip();
  const done = finished(gzip.pipe(createWriteStream(file, { mode: 0o600 })));
  let rows = 0;
  const writeLine = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };
  await writeLine({ format: BACKUP_FORMAT, version: BACKUP_VERSION, ...header });
  return {
    write: async (row: Record<string, unknown>) => {
      rows += 1;
      await writeLine(row);
    },
    close: async () => {
      await writeLine({ t: "end", rows });
      gzip.end();
      await done;
      return rows;
    },
  };
};

/** Reads a backup file: its header (checked to be of `kind`), then each row; refuses a file cut short. */
export const readBackup = async function* (file: string, kind: BackupKind): AsyncGenerator<BackupHeader | Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: BackupHeader | null = null;
  let rows = 0;
  for await (const line of lines) {
    if (line.trim() === "") continue;
    const value = JSON.parse(line) as Record<string, unknown>;
    if (header === null) {
      if (value.format !== BACKUP_FORMAT || value.version !== BACKUP_VERSION || value.kind !== kind)
        throw new Error(`${file} is not a ${kind} backup of this application (version ${BACKUP_VERSION})`);
      header = value as unknown as BackupHeader;
      yield header;
      continue;
    }
    if (value.t === "end") {
      if (value.rows !== rows) throw new Error(`${file} says it holds ${String(value.rows)} rows, but ${rows} were read`);
      return;
    }
    rows += 1;
    yield value;
  }
  throw new Error(`${file} ends before its last line: it was cut short, nothing can be restored from it`);
};
