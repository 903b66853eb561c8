import { DEFAULT_LANGUAGE, type Language } from "@wellbeing/domain";
import { mailInLanguageOf, type OutgoingMail } from "@wellbeing/platform";

/**
 * The verification e-mail: one button to the verify page, in the account holder's language (accounts made
 * before anyone was asked keep the English they always had).
 */
export const emailVerificationMail = (to: string, url: string, language: Language | null): OutgoingMail => ({
  to: [to],
  ...mailInLanguageOf(language ?? DEFAULT_LANGUAGE, (t) => ({
    subject: t("emailVerification.mailSubject"),
    content: {
      heading: t("emailVerification.mailHeading"),
      paragraphs: [t("emailVerification.mailIntro"), t("emailVerification.mailValidity")],
      action: { label: t("emailVerification.mailAction"), url },
    },
  })),
});
