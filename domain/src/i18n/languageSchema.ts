import { Schema } from "effect";
import { LANGUAGES } from "./languageCodes";

// Apart from language.ts, so a screen that only asks which language is chosen loads no Effect (the welcome page's first load).
export const Language = Schema.Literal(...LANGUAGES);
export type Language = typeof Language.Type;
