import { createHmac } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { zipSync } from "fflate";
import type { Knex } from "knex";
import { RESEARCH_DICTIONARY, researchReplay, type Pseudonymise, type ResearchDataset } from "@wellbeing/domain";
import { getOrCreateSecret, translatorFor, type EventStore, type Position } from "@wellbeing/platform";

// The research export's I/O around the domain's pure replay: read the log through the event store
// port, name things with the research key, and pack the dataset and its dictionary into a zip whose
// bytes depend on nothing but the log up to that day and the key.

/** The name of the research key in `app_secrets`: generated once per deployment, kept in its database. */
export const RESEARCH_KEY_SECRET = "research-export-key";

const PAGE = 2_000;

/**
 * Pseudonymous ids: the first 20 hex digits of HMAC-SHA256(research key, kind and id). Stable across
 * exports, unrelated to any id the app shows, and impossible to compute back without the key.
 */
export const researchPseudonymiser = (key: string): Pseudonymise => (kind, id) => createHmac("sha256", key).update(`${kind}:${id}`).digest("hex").slice(0, 20);

/** Replays the whole log, in global order, up to the end of `asOf`; `onProgress` hears the events read so far. */
export const replayResearchLog = async (store: EventStore, asOf: string, onProgress?: (events: number) => void) => {
  const replay = researchReplay(asOf);
  let fromPosition: Position | undefined;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ fromPosition, limit: PAGE });
    if (page.length === 0) break;
    for (const event of page) replay.add(event);
    read += page.length;
    fromPosition = page.at(-1)!.position;
    onProgress?.(read);
  }
  return { replay, events: read };
};

const english = translatorFor("en");
const welsh = translatorFor("cy");

/** The data dictionary: each column, its description in English and in Welsh, and its values. */
const dictionaryCsv = (): string =>
  stringify([
    [
      `${english("dataExports.dictionaryColumn")} / ${welsh("dataExports.dictionaryColumn")}`,
      `${english("dataExports.dictionaryDescription")} / ${welsh("dataExports.dictionaryDescription")}`,
      `${english("dataExports.dictionaryDescriptionWelsh")} / ${welsh("dataExports.dictionaryDescriptionWelsh")}`,
      `${english("dataExports.dictionaryValues")} / ${welsh("dataExports.dictionaryValues")}`,
    ],
    ...RESEARCH_DICTIONARY.map((entry) => [entry.column, entry.describe(english), entry.describe(welsh), entry.values]),
  ]);

/**
 * The archive: `responses.csv` then `data-dictionary.csv`, always in that order, each stamped with the
 * export's day at midnight (local fields: a zip's DOS time has no zone, so this reads the same anywhere).
 */
export const researchZip = (dataset: ResearchDataset, asOf: string): Uint8Array => {
  const [year, month, day] = asOf.split("-").map(Number) as [number, number, number];
  const mtime = new Date(year, month - 1, day);
  const encoder = new TextEncoder();
  return zipSync(
    {
      "responses.csv": [encoder.encode(stringify([[...dataset.header], ...dataset.rows.map((row) => [...row])])), { mtime }],
      "data-dictionary.csv": [encoder.encode(dictionaryCsv()), { mtime }],
    },
    { level: 6, mtime },
  );
};

/** The research export of `asOf`, from the log: the zip's bytes and how many events were read. */
export const buildResearchExport = async (
  options: { store: EventStore; db: Knex; asOf: string; onProgress?: (events: number) => void },
): Promise<{ zip: Uint8Array; events: number; responses: number }> => {
  const key = await getOrCreateSecret(options.db, RESEARCH_KEY_SECRET);
  const { replay, events } = await replayResearchLog(options.store, options.asOf, options.onProgress);
  const dataset = replay.dataset(researchPseudonymiser(key));
  return { zip: researchZip(dataset, options.asOf), events, responses: dataset.rows.length };
};
