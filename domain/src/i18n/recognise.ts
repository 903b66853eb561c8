import { en, type Messages } from "./en";
import type { Language } from "./language";
import { formatMessage, isMessage, type Message, type MessageKey } from "./translate";

/** What a refusal or notice says: a catalogue message, or (until its source moves to codes) its English words. */
export type Text = string | Message;

interface Pattern {
  readonly key: MessageKey;
  readonly names: ReadonlyArray<string>;
  readonly pattern: RegExp;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const englishEntries = Object.entries(en).flatMap(([group, texts]) =>
  Object.entries(texts as Readonly<Record<string, string>>).map(([name, source]) => ({ key: `${group}.${name}` as MessageKey, source })),
);

const exactly = new Map<string, MessageKey>();
for (const { key, source } of englishEntries) if (!source.includes("{") && !exactly.has(source)) exactly.set(source, key);

// Messages whose arguments are plain `{name}` slots (no plural or select) can be read back from their English words;
// the one with the most words of its own is tried first ("QR code of the {label} link" before "{label} link").
const literalLength = (source: string): number => source.replace(/\{\w+\}/g, "").length;
const patterns: ReadonlyArray<Pattern> = [...englishEntries].sort((a, b) => literalLength(b.source) - literalLength(a.source)).flatMap(({ key, source }) => {
  const slots = /\{(\w+)\}/g;
  if (!slots.test(source) || /\{\w+,/.test(source)) return [];
  const names = [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const body = source.split(/\{\w+\}/).map(escape).join("(.+?)");
  return [{ key, names, pattern: new RegExp(`^${body}$`, "s") }];
});

/** The catalogue message behind English words the catalogue gives, with the arguments read back from them. */
export const messageOfEnglish = (text: string): Message | undefined => {
  const key = exactly.get(text);
  if (key) return { key };
  for (const { key: candidate, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key: candidate, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
};

/** A text in the reader's language: a message in their catalogue; words outside the catalogues stay as they are. */
export const renderText = (messages: Messages, language: Language, text: Text): string => {
  const known = isMessage(text) ? text : messageOfEnglish(text);
  return known ? formatMessage(messages, language, known.key, known.params) : (text as string);
};
