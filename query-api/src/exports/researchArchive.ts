import { createHmac, createSecretKey } from "node:crypto";
import { Zip, ZipDeflate } from "fflate";
import type { Knex } from "knex";
import { RESEARCH_DICTIONARY, researchReplay, type MessageKey, type Pseudonymise, type ResearchDataset } from "@wellbeing/domain";
import { getOrCreateSecret, translatorFor, type EventStore, type Position } from "@wellbeing/platform";
import { CSV_BOM, csvRecord, rememberingCsvRecord } from "./csvWriter";
import { DeflatedOnWorker, startFflateWorker, type StartDeflateWorker } from "./deflatedOnWorker";

// The research export's I/O around the domain's pure replay: read the log through the event store
// port, name things with the research key, and pack the dataset and its dictionary into a zip whose
// bytes depend on nothing but the log up to that day and the key.

/** The name of the research key in `app_secrets`: generated once per deployment, kept in its database. */
const RESEARCH_KEY_SECRET = "research-export-key";

const PAGE = 2_000;

/**
 * Pseudonymous ids: the first 20 hex digits of HMAC-SHA256(research key, kind and id). Stable across
 * exports, unrelated to any id the app shows, and impossible to compute back without the key.
 */
export const researchPseudonymiser = (key: string): Pseudonymise => {
  // The key prepared once (the same UTF-8 bytes a text key gives), not again for each of a million ids.
  const secret = createSecretKey(Buffer.from(key, "utf8"));
  return (kind, id) =>
    // The digest's first ten bytes as hex (its first 20 hex digits), written as a string of their own:
    // a slice of the whole hex text would be a view into it, slow to compare when the lines are sorted.
    createHmac("sha256", secret).update(`${kind}:${id}`).digest().toString("hex", 0, 10);
};

/** The research replay as the export runs it: its records written by one remembering CSV writer. */
export const startResearchReplay = (asOf: string, pseudonymise: Pseudonymise) => researchReplay(asOf, rememberingCsvRecord(), pseudonymise);

/** Replays the whole log, in global order, up to the end of `asOf`, naming things with `pseudonymise`; `onProgress` hears the events read so far. */
export const replayResearchLog = async (store: EventStore, asOf: string, pseudonymise: Pseudonymise, onProgress?: (events: number) => void) => {
  const replay = startResearchReplay(asOf, pseudonymise);
  const pageAfter = (fromPosition: Position | undefined) => {
    const page = store.readAll({ fromPosition, limit: PAGE });
    // Asked before the replay folds the page in hand: should that throw, this one's outcome is let go.
    page.catch(() => undefined);
    return page;
  };
  let next = pageAfter(undefined);
  let read = 0;
  for (;;) {
    const page = await next;
    if (page.length === 0) break;
    next = pageAfter(page.at(-1)!.position);
    for (const event of page) replay.add(event);
    read += page.length;
    onProgress?.(read);
  }
  return { replay, events: read };
};

const english = translatorFor("en");
const welsh = translatorFor("cy");
const bilingual = (key: MessageKey) => `${english(key)} / ${welsh(key)}`;

/** The data dictionary: each column, its description in English and in Welsh, and its values. */
function* dictionaryLines(): Iterable<string> {
  yield csvRecord([
    bilingual("dataExports.dictionaryColumn"),
    bilingual("dataExports.dictionaryDescription"),
    bilingual("dataExports.dictionaryDescriptionWelsh"),
    bilingual("dataExports.dictionaryValues"),
  ]);
  for (const entry of RESEARCH_DICTIONARY) yield csvRecord([entry.column, entry.describe(english), entry.describe(welsh), entry.values]);
}

function* responseLines(dataset: ResearchDataset): Iterable<string> {
  yield csvRecord(dataset.header);
  yield* dataset.lines();
}

/** Lines gathered into pieces of about this many characters before they are compressed. */
const PIECE = 1 << 16;

/** Bytes handed to the compressing thread and not yet compressed, at most: the lines wait beyond it. */
const AHEAD = 1 << 22;

/**
 * The archive: `responses.csv` then `data-dictionary.csv` (each written by the one CSV writer, a
 * byte-order mark first), always in that order, each stamped with the
 * export's day at midnight (local fields: a zip's DOS time has no zone, so this reads the same
 * anywhere). The responses are compressed as they are written, in pieces cut at fixed places, so the
 * same lines always give the same bytes and the whole text is never held at once. Their deflate runs
 * on a worker thread (fflate's, the same deflate on the same pieces: the same bytes) while this one
 * writes the next lines; the small dictionary is compressed here. Should the worker fail, the promise
 * rejects with its error, the writer stops and the worker is terminated: no archive, whole or half.
 */
export const researchZip = (dataset: ResearchDataset, asOf: string, startDeflate: StartDeflateWorker = startFflateWorker): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const [year, month, day] = asOf.split("-").map(Number) as [number, number, number];
    const mtime = new Date(year, month - 1, day);
    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    const responses = new DeflatedOnWorker("responses.csv", 6, AHEAD, startDeflate);
    responses.mtime = mtime;
    zip.add(responses);
    const writeResponses = async () => {
      // A byte-order mark first, as in every CSV file: Excel then reads the Welsh text as UTF-8.
      let piece = CSV_BOM;
      for (const line of responseLines(dataset)) {
        piece += `${line}\n`;
        if (piece.length >= PIECE) {
          responses.push(encoder.encode(piece));
          piece = "";
          await responses.caughtUp();
        }
      }
      responses.push(encoder.encode(piece), true);
      const dictionary = new ZipDeflate("data-dictionary.csv", { level: 6 });
      dictionary.mtime = mtime;
      zip.add(dictionary);
      let text = CSV_BOM;
      for (const line of dictionaryLines()) text += `${line}\n`;
      dictionary.push(encoder.encode(text), true);
      zip.end();
    };
    writeResponses().catch((error: unknown) => {
      responses.terminate();
      reject(error);
    });
  });

/** The research export of `asOf`, from the log: the zip's bytes and how many events were read; it rejects, with no zip, if compressing fails. */
export const buildResearchExport = async (options: {
  store: EventStore;
  db: Knex;
  asOf: string;
  onProgress?: (events: number) => void;
  /** The compressing worker (a test hands in one that fails). */
  startDeflate?: StartDeflateWorker;
}): Promise<{ zip: Uint8Array; events: number; responses: number }> => {
  const key = await getOrCreateSecret(options.db, RESEARCH_KEY_SECRET);
  const { replay, events } = await replayResearchLog(options.store, options.asOf, researchPseudonymiser(key), options.onProgress);
  const dataset = replay.dataset();
  return { zip: await researchZip(dataset, options.asOf, options.startDeflate), events, responses: dataset.count };
};
