import type { Schema } from "effect";
import type { Contract } from "./http/contract";
import type { PersonalDataRule } from "./shared/events";

// A slice: one capability's public face in the domain. Its folder's index.ts exports the slice's
// public names and one slice value; slices.ts lists the values, and the catalogues and the API's
// contract list are derived from that list; its events and personal-data rules are listed in sliceEvents.ts too.

/** A catalogue part: groups of keys, each an ICU message. */
export type CatalogueGroups = { readonly [group: string]: { readonly [key: string]: string } };

/** The same groups and keys as `E`, each worded (the Welsh of an English part). */
export type Catalogue<E> = { readonly [G in keyof E]: { readonly [K in keyof E[G]]: string } };

/** The schemas of the events a slice records (each a union of its aggregate's events, or one event). */
export type EventSchemas = ReadonlyArray<Schema.Schema.AnyNoContext>;

/** Personal fields per event type, for the events a slice records (see ARCHITECTURE.md, personal data). */
export type PersonalDataRules = Readonly<Record<string, PersonalDataRule>>;

/** What a slice records: its event schemas and, for events that hold personal data, the rules that seal it. */
export interface SliceEvents<Ev extends EventSchemas = EventSchemas> {
  readonly events: Ev;
  readonly personalData?: ReadonlyArray<PersonalDataRules>;
}

/** Keeps the exact tuple of a slice's event schemas (so the union of events stays precisely typed). */
export const defineSliceEvents = <const Ev extends EventSchemas>(events: SliceEvents<Ev>): SliceEvents<Ev> => events;

/** No catalogue groups: the part of a slice without texts. */
type NoGroups = Record<never, never>;

export interface Slice<E extends CatalogueGroups = NoGroups, Ev extends EventSchemas = readonly []> {
  /** The capability's name, the same in every tier (the API reference groups the contracts by it). */
  readonly name: string;
  /** The HTTP endpoints of the capability. */
  readonly contracts: ReadonlyArray<Contract<any, any, any, any>>;
  /**
   * The slice's texts: English, and a loader of the same keys in Welsh (so the web loads Welsh only
   * for a reader who chose it).
   */
  readonly catalogue?: SliceCatalogue<E>;
  /** The events the capability records (its events.ts), if any. */
  readonly events?: Ev;
  /** The personal-data rules of those events, if any hold personal data. */
  readonly personalData?: ReadonlyArray<PersonalDataRules>;
}

/** A slice's texts: English, and a loader of the same keys in Welsh (the slice's catalogue.ts). */
export interface SliceCatalogue<E extends CatalogueGroups> {
  readonly en: E;
  readonly cy: () => Promise<{ readonly cy: Catalogue<E> }>;
}

/** Checks a slice's texts: its Welsh has the English keys. */
export const defineCatalogue = <E extends CatalogueGroups>(catalogue: SliceCatalogue<E>): SliceCatalogue<E> => catalogue;

/**
 * Checks a slice (its Welsh has the English keys). Declare the value with its type, `Slice<typeof en>`, or
 * `Slice<typeof en, typeof <name>SliceEvents.events>` for a slice that records events:
 * the `Messages` type is computed from the slices' English groups, and an annotated value keeps the
 * compiler from inferring it through the contracts, whose texts are typed by `Messages`.
 */
export const defineSlice = <E extends CatalogueGroups = NoGroups, Ev extends EventSchemas = readonly []>(slice: Slice<E, Ev>): Slice<E, Ev> => slice;

/** The schemas of the events the slices of a list record, as one union type. */
export type EventSchemasOf<L extends ReadonlyArray<{ readonly events?: EventSchemas }>> = NonNullable<L[number]["events"]>[number];
