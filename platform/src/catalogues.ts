import { en, type Language, type Messages, type Translate } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { translator } from "@wellbeing/i18n";

/** Both catalogues: the services answer and write in either language. */
export const CATALOGUES: Record<Language, Messages> = { cy, en };

export const translatorFor = (language: Language): Translate => translator(CATALOGUES[language], language);
