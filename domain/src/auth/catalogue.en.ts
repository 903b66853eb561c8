// The auth slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** Log in and sign-up (§2.5). */
const auth = {
  participantLogInTitle: "Participant log in",
  staffLogInIntro: "Log in as a trainer, local lead or admin.",
  participantLogInIntro: "Log in to your course participant account.",
  password: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  confirmNewPassword: "Confirm new password",
  forgotPassword: "Forget password?",
  logIn: "Log in",
  noAccount: "Don't have an account?",
  signUp: "Sign up",
  signUpTitle: "Please create an account",
  fullName: "Full name",
  signUpConsent:
    "By creating an account you agree that we keep your profile data (your name and email address) and your evaluation results. Your evaluation answers are anonymised before they are analysed, reported to the course's funders and used for research.",
  correspondenceLanguage: "Which language should we write to you in?",
  haveAccount: "Already have an account?",
  chooseAccountTitle: "Choose an account",
  chooseAccountIntro: "You have more than one account. Which one would you like to use?",
  languageSaved: "{language, select, cy {We will write to you in Welsh from now on.} other {We will write to you in English from now on.}}",
  // Forgot and reset password (§2.5).
  newPassword: "New password",
  forgotPasswordTitle: "Forgot your password?",
  forgotPasswordIntro: "Enter the email address of your account and we'll send you a link to reset your password.",
  resetPassword: "Reset Password",
  rememberedIt: "Remembered it?",
  checkEmailTitle: "Check your email",
  resetLinkOnItsWay: "If an account uses {email}, an email with a link to reset its password is on its way. The link works once, for one hour.",
  backToLogIn: "Back to log in",
  setNewPassword: "Set a new password",
  linkNotWorking: "Link not working?",
  sendNewLink: "Send a new one",
} as const;

export const en = { auth } as const;
