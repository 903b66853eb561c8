import { en, type Messages } from "./en";
import { formatMessage, type Translate } from "./translate";

// The English catalogue for the slices' own English defaults (field messages in English, a fact worded for
// a log). It is built from the slices' texts alone (catalogues.ts), so any slice module may import it.

/** The English catalogue. */
export const englishCatalogue = (): Messages => en;

/** Words a key in English. */
export const inEnglishWords: Translate = (key, params) => formatMessage(en, "en", key, params);
