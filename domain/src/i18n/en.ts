import { CATALOGUES, type SliceCatalogues } from "../catalogues";
import { mergeCatalogues } from "./mergeCatalogues";

// The English catalogue: every user-facing text, in the specification's words (§5 validation, §8 errors)
// where it gives them, as ICU MessageFormat. Each slice holds its own groups (<slice>/catalogue.en.ts,
// with the same keys in Welsh in catalogue.cy.ts); this is their union, derived from catalogues.ts (the slices' texts, in the order of slices.ts). Screens read
// texts with useT()/<T> (web/src/i18n), services with translatorFor(language) or a Message ({ key, params })
// the HTTP edge words for the caller.

export const en: SliceCatalogues = mergeCatalogues(CATALOGUES.map((catalogue) => catalogue.en)) as SliceCatalogues;

/** A catalogue: every group and key of the English one, each an ICU message. */
export type Messages = { readonly [G in keyof typeof en]: { readonly [K in keyof (typeof en)[G]]: string } };
