/** Proving an e-mail address (issue 9): the link, its e-mail, the callouts and the verify page. Ours: the specification gives none. */
export const emailVerification = {
  mailSubject: "Verify your e-mail address",
  mailHeading: "Verify your e-mail address",
  mailIntro: "Please confirm that this is your e-mail address for your wellbeing training account.",
  mailValidity: "The link below works once, for 24 hours. If you did not ask for this, you can ignore this e-mail.",
  mailAction: "Verify e-mail address",
  linkInvalid: "This verification link is not valid, or it has been used already.",
  linkExpired: "This verification link has expired. Ask for a new one on My Account.",
  alreadyVerified: "Your e-mail address is already verified.",
  verified: "Your e-mail address is verified.",
  linkSent: "We've sent a verification link to {email}.",
  unverifiedTitle: "Please verify your e-mail address",
  unverifiedText:
    "We've e-mailed a link to {email}. Follow it to show the address is yours: until then, sessions that a trainer registered you for under this address stay hidden.",
  pendingTitle: "Confirm your new e-mail address",
  pendingText:
    "We've e-mailed a link to {pendingEmail}. Your address changes when you follow it; until then your account keeps {currentEmail}.",
  resend: "Send the link again",
  detailsSavedPending: "Your account details have been saved. We've sent a link to {email}: your address changes when you follow it.",
  verifying: "Verifying your e-mail address…",
  verifiedTitle: "E-mail address verified",
  failedTitle: "We could not verify your e-mail address",
  askForNewLink: "Send me a new link",
  logInForNewLink: "Log in to ask for a new link.",
  staffListedVerifyFirst:
    "A trainer has already registered this e-mail address for this session. Verify your e-mail address (follow the link we e-mailed you) to see the registration.",
  continue: "Continue",
} as const;
