import { isMessage, message, type Message, type MessageKey, type MessageParams } from "../i18n/translate";

// Effect's parse issues carry text, not values: a field's catalogue message rides in a schema's
// annotations and checks written down (its key and arguments), and is read back when the issues
// become field errors. These texts are never shown to anyone.

const MARK = "\u0000message:";

/** A catalogue message written down for a schema: only `says` makes one, so no English words pass for it. */
export type Said = string & { readonly __said: unique symbol };

/** A catalogue message as the text of a schema annotation, check or filter. */
export const says = (key: MessageKey, params?: MessageParams): Said => `${MARK}${JSON.stringify(message(key, params))}` as Said;

/** A schema `message` annotation that gives a catalogue message. */
export const saying = (key: MessageKey, params?: MessageParams) => {
  const text = says(key, params);
  return { message: () => text };
};

/** The catalogue message written down in an issue's text by `says`, if that is what it holds. */
export const messageSaid = (text: string): Message | undefined => {
  if (!text.startsWith(MARK)) return undefined;
  const said: unknown = JSON.parse(text.slice(MARK.length));
  return isMessage(said) ? said : undefined;
};
