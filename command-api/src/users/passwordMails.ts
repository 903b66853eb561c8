import { DEFAULT_LANGUAGE, type Language } from "@wellbeing/domain";
import { mailInLanguageOf, type OutgoingMail } from "@wellbeing/platform";

/** The forgotten-password e-mail: one button to the reset page, in the account holder's language. */
export const passwordResetMail = (to: string, url: string, language: Language | null): OutgoingMail => ({
  to: [to],
  ...mailInLanguageOf(language ?? DEFAULT_LANGUAGE, (t) => ({
    subject: t("mail.resetSubject"),
    content: {
      heading: t("mail.resetHeading"),
      paragraphs: [t("mail.resetIntro"), t("mail.resetValidity")],
      action: { label: t("auth.resetPassword"), url },
    },
  })),
});
