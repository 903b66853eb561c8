import { renderEmail, type OutgoingMail } from "@wellbeing/platform";

/** The forgotten-password e-mail: one button to the reset page. */
export const passwordResetMail = (to: string, url: string): OutgoingMail => ({
  to: [to],
  subject: "Reset your password",
  ...renderEmail({
    heading: "Reset your password",
    paragraphs: [
      "We received a request to reset the password of your account.",
      "The link below works once, for one hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Reset Password", url },
  }),
});
