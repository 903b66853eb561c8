import type { Contract } from "./http/contract";

// A slice: one capability's public face in the domain. Its folder's index.ts exports the slice's
// public names and one slice value; slices.ts lists the values, and the catalogues and the API's
// contract list are derived from that list.

/** A catalogue part: groups of keys, each an ICU message. */
export type CatalogueGroups = { readonly [group: string]: { readonly [key: string]: string } };

/** The same groups and keys as `E`, each worded (the Welsh of an English part). */
export type Catalogue<E> = { readonly [G in keyof E]: { readonly [K in keyof E[G]]: string } };

/** No catalogue groups: the part of a slice without texts. */
type NoGroups = Record<never, never>;

export interface Slice<E extends CatalogueGroups = NoGroups> {
  /** The capability's name, the same in every tier (the API reference groups the contracts by it). */
  readonly name: string;
  /** The HTTP endpoints of the capability. */
  readonly contracts: ReadonlyArray<Contract<any, any, any, any>>;
  /**
   * The slice's texts: English, and a loader of the same keys in Welsh (so the web loads Welsh only
   * for a reader who chose it).
   */
  readonly catalogue?: SliceCatalogue<E>;
}

/** A slice's texts: English, and a loader of the same keys in Welsh (the slice's catalogue.ts). */
export interface SliceCatalogue<E extends CatalogueGroups> {
  readonly en: E;
  readonly cy: () => Promise<{ readonly cy: Catalogue<E> }>;
}

/** Checks a slice's texts: its Welsh has the English keys. */
export const defineCatalogue = <E extends CatalogueGroups>(catalogue: SliceCatalogue<E>): SliceCatalogue<E> => catalogue;

/**
 * Checks a slice (its Welsh has the English keys). Declare the value with its type, `Slice<typeof en>`:
 * the `Messages` type is computed from the slices' English groups, and an annotated value keeps the
 * compiler from inferring it through the contracts, whose texts are typed by `Messages`.
 */
export const defineSlice = <E extends CatalogueGroups = NoGroups>(slice: Slice<E>): Slice<E> => slice;
