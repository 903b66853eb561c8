import { personalDataRules } from "../events";
import type { PersonalValue } from "./answers";

// How the event index (projector/src/audit) files an event: its personal fields apart from the rest,
// whose key protects them, and the ids it names, so the history finds every event of a session or a person.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const AN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Data = Readonly<Record<string, unknown>>;

/**
 * Secrets, not facts: a password's or a link's hash is never filed, so no reader of the history ever
 * sees one; nor a respondent's pseudonym (issue 24 §2: it would tie the person to their responses).
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(["passwordHash", "tokenHash", "pseudonym"]);

const withoutSecrets = (data: Data): Record<string, unknown> => {
  const kept: Record<string, unknown> = {};
  for (const field in data) if (!SECRET_FIELDS.has(field)) kept[field] = data[field];
  return kept;
};

/** An event's data split in two: what anyone reading the history sees, and its personal fields. */
interface FiledEventData {
  readonly open: Record<string, unknown>;
  /** Field → value; empty when the event holds no personal data. */
  readonly personal: Record<string, unknown>;
  /** Whose key protects the personal fields (see ARCHITECTURE.md, personal data); null when none. */
  readonly personalDataSubject: string | null;
}

export const fileEventData = (type: string, data: Data): FiledEventData => {
  const rule = personalDataRules[type];
  if (!rule) return { open: withoutSecrets(data), personal: {}, personalDataSubject: null };
  const open: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const field in data) if (!SECRET_FIELDS.has(field)) (rule.fields.includes(field) ? personal : open)[field] = data[field];
  return { open, personal, personalDataSubject: rule.subject(data as Record<string, unknown>) };
};

/** Adds the ids in a value (a string, or any depth of arrays and objects of them) to `ids`, in lower case. */
const addIdsIn = (value: unknown, ids: Set<string>): void => {
  // Most strings are shorter than an id: no need to search them.
  if (typeof value === "string") {
    // A string of an id's length can only be that id: one anchored test, no array of matches.
    if (value.length === 36) {
      if (AN_ID.test(value)) ids.add(value.toLowerCase());
    } else if (value.length > 36) for (const id of value.match(UUID) ?? []) ids.add(id.toLowerCase());
  } else if (Array.isArray(value)) for (const item of value) addIdsIn(item, ids);
  else if (typeof value === "object" && value !== null) for (const field in value) addIdsIn((value as Data)[field], ids);
};

/**
 * The ids an event names outside its personal fields: its stream's, its actor's and every id in its
 * open data (session, people, responses...). Personal fields are left out, so a sealed link (a
 * person's pseudonym) never becomes searchable.
 */
export const subjectIdsOf = (streamId: string, actorId: string | null, open: Data): string[] => {
  const ids = new Set<string>();
  addIdsIn(streamId, ids);
  addIdsIn(actorId, ids);
  addIdsIn(open, ids);
  return [...ids].sort();
};

/** The personal fields an event of this type holds (secrets left out), whether or not their values are still known. */
export const personalFieldsOf = (type: string): ReadonlyArray<string> => (personalDataRules[type]?.fields ?? []).filter((field) => !SECRET_FIELDS.has(field));

/** A personal field as the reader sees it: erased for everyone once the key is gone, else in clear for admins, masked for auditors. */
export const personalValueFor = (seesPersonalData: boolean, erased: boolean, value: unknown): PersonalValue =>
  erased ? { state: "erased" } : seesPersonalData ? { state: "shown", value } : { state: "masked" };
