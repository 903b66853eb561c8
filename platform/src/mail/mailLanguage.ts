import type { Language, Translate, Wording } from "@wellbeing/domain";
import { translatorFor } from "../catalogues";
import { renderBilingualEmail, renderEmail, type EmailContent } from "./emailContent";

/** What one language's version of an e-mail says. */
export interface MailVersion {
  readonly subject: string;
  readonly content: EmailContent;
}

/**
 * An e-mail in the language its recipient chose; in both, Welsh first, to a recipient who never
 * chose (no account, or not asked yet), as the Welsh Language Standards ask.
 */
export const mailInLanguageOf = (
  language: Language | null,
  versionIn: (t: Translate, language: Language) => MailVersion,
): { subject: string; html: string; text: string } => {
  if (language) {
    const version = versionIn(translatorFor(language), language);
    return { subject: version.subject, ...renderEmail(version.content, language) };
  }
  const cy = versionIn(translatorFor("cy"), "cy");
  const en = versionIn(translatorFor("en"), "en");
  return { subject: `${cy.subject} / ${en.subject}`, ...renderBilingualEmail({ cy: cy.content, en: en.content }) };
};

/** The wordings a text goes out in: the recipient's language, or Welsh then English when they never chose (as mailInLanguageOf). */
export const wordingsOf = (language: Language | null): ReadonlyArray<Wording> =>
  (language ? [language] : (["cy", "en"] as const)).map((each) => ({ t: translatorFor(each), language: each }));
