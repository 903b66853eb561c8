// What a text field may hold: what every read model can store and every screen can show. NUL and
// the other control characters (tab, line feed and carriage return aside), DEL, the C1 controls
// and lone UTF-16 surrogates are refused wherever text comes in.

// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose.
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacters = (text: string): boolean => UNSAFE_CHARACTERS.test(text);
