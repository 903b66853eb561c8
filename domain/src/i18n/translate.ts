import { IntlMessageFormat } from "intl-messageformat";
import type { Messages } from "./en";
import type { Language } from "./language";

/** A catalogue key: `group.key`, e.g. `validation.required`. */
export type MessageKey = { [G in keyof Messages]: `${G & string}.${keyof Messages[G] & string}` }[keyof Messages];

export type MessageParams = Readonly<Record<string, string | number | Date>>;

/** A text not yet in words: a catalogue key and its arguments, rendered in the reader's language. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

export const message = (key: MessageKey, params?: MessageParams): Message => (params ? { key, params } : { key });

export const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";

const compiled = new Map<string, IntlMessageFormat>();

const formatOf = (source: string, language: Language): IntlMessageFormat => {
  const id = `${language}\u0000${source}`;
  let format = compiled.get(id);
  if (!format) {
    // Tags are not ours: a `<` in a text is just a character.
    format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
};

/** The ICU source of a key in a catalogue. */
const sourceOf = (messages: Messages, key: MessageKey): string => {
  const [group, name] = key.split(".") as [keyof Messages, string];
  return (messages[group] as Readonly<Record<string, string>>)[name] ?? key;
};

/** Renders a key with its arguments in a language, its plurals following that language's rules. */
export const formatMessage = (messages: Messages, language: Language, key: MessageKey, params?: MessageParams): string =>
  String(formatOf(sourceOf(messages, key), language).format(params));

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translator bound to one language's catalogue. */
export const translator =
  (messages: Messages, language: Language): Translate =>
  (key, params) =>
    formatMessage(messages, language, key, params);

/** Every key of a catalogue, in order: two catalogues agree when these are equal. */
export const catalogueKeys = (messages: Messages): ReadonlyArray<MessageKey> =>
  Object.entries(messages).flatMap(([group, texts]) => Object.keys(texts).map((name) => `${group}.${name}` as MessageKey));
