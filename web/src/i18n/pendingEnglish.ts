import { en, type MessageKey } from "@wellbeing/domain";

// A fallback, not a way of working: the domain gives codes and the server answers in the reader's
// language, but some words are still built in the web from the English views (`ERRORS.generic` for a
// request that got no answer at all, the screens on the pending-translation list). Such plain words
// are read back to their catalogue key so a Welsh reader still sees Welsh. Delete this once they go.

const keyOfPlainEnglish = new Map<string, MessageKey>();
for (const [group, texts] of Object.entries(en)) {
  for (const [name, source] of Object.entries(texts as Readonly<Record<string, string>>)) {
    if (!source.includes("{") && !keyOfPlainEnglish.has(source)) keyOfPlainEnglish.set(source, `${group}.${name}` as MessageKey);
  }
}

/** The catalogue key behind plain English words the web built itself, if the catalogue holds them. */
export const keyOfPendingEnglish = (words: string): MessageKey | undefined => keyOfPlainEnglish.get(words);
