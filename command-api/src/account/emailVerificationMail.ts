import { EMAIL_VERIFICATION_TEXTS } from "@wellbeing/domain";
import { renderEmail, type OutgoingMail } from "@wellbeing/platform";

/** The verification e-mail: one button to the verify page. */
export const emailVerificationMail = (to: string, url: string): OutgoingMail => ({
  to: [to],
  subject: EMAIL_VERIFICATION_TEXTS.mailSubject,
  ...renderEmail({
    heading: EMAIL_VERIFICATION_TEXTS.mailHeading,
    paragraphs: [EMAIL_VERIFICATION_TEXTS.mailIntro, EMAIL_VERIFICATION_TEXTS.mailValidity],
    action: { label: EMAIL_VERIFICATION_TEXTS.mailAction, url },
  }),
});
