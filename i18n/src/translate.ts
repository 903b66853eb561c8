import type { Language, MessageKey, MessageParams, Messages, Translate } from "@wellbeing/domain";
import { IntlMessageFormat } from "intl-messageformat";

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

/** A translator bound to one language's catalogue. */
export const translator =
  (messages: Messages, language: Language): Translate =>
  (key, params) =>
    formatMessage(messages, language, key, params);
