import type { Messages } from "./en";

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

/** Words a key with its arguments in one language (`@wellbeing/i18n` makes one from a catalogue). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Every key of a catalogue, in order: two catalogues agree when these are equal. */
export const catalogueKeys = (messages: Messages): ReadonlyArray<MessageKey> =>
  Object.entries(messages).flatMap(([group, texts]) => Object.keys(texts).map((name) => `${group}.${name}` as MessageKey));
