import { en, type Messages } from "./en";

// The English catalogue, built from the slices' texts alone (catalogues.ts), so any slice module may
// import it (its keys, never its words: the words are formatted outside the domain, by @wellbeing/i18n).

/** The English catalogue. */
export const englishCatalogue = (): Messages => en;
