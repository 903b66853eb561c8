import type { Messages } from "./en";
import { formatMessage, type Translate } from "./translate";

// The English catalogue for the slices' own English defaults (field messages in English, a fact worded
// for a log). The catalogue is derived from the slices (i18n/en.ts), so a slice's module cannot import it
// without a cycle; i18n/en.ts hands it over here once it is built, before anything is worded.

let english: Messages | undefined;

/** Called by i18n/en.ts with the catalogue it derived. */
export const provideEnglish = (messages: Messages): void => {
  english = messages;
};

/** The English catalogue; loading `@wellbeing/domain` (or i18n/en.ts) provides it. */
export const englishCatalogue = (): Messages => {
  if (!english) throw new Error("The English catalogue is not loaded yet: import @wellbeing/domain (or its i18n/en) first");
  return english;
};

/** Words a key in English. */
export const inEnglishWords: Translate = (key, params) => formatMessage(englishCatalogue(), "en", key, params);
