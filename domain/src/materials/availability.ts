import type { Module } from "../constants";
import type { MaterialLock } from "./gating";

/** What the rule reads of a materials answer's cards. */
interface MaterialCardLocks {
  readonly module: Module;
  readonly documents: ReadonlyArray<{ readonly lock: MaterialLock | null }>;
}

/**
 * Whether any document of these modules is open now: only then may a screen say 'Your course
 * materials are now available' (§2.12), never while every one of them stays locked.
 */
export const materialsOpenFor = (modules: ReadonlyArray<Module>, cards: ReadonlyArray<MaterialCardLocks>): boolean =>
  cards.some((card) => modules.includes(card.module) && card.documents.some((document) => document.lock === null));
