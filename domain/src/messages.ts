// The English view of the catalogue (i18n/en.ts) under the names every tier already uses:
// plain texts as they are, messages with arguments as functions. Welsh goes through i18n/translate.ts.
import { inEnglishWords as english } from "./i18n/english";
import { en as sharedTexts } from "./shared/catalogue.en";
import { en as userTexts } from "./users/catalogue.en";
import { en as sessionTexts } from "./sessions/catalogue.en";
import { en as sessionListTexts } from "./sessionLists/catalogue.en";
import { en as mailTexts } from "./sessionMail/catalogue.en";
import { en as rosterTexts } from "./roster/catalogue.en";
import { en as evaluationTexts } from "./evaluations/catalogue.en";

// (Each group is read from its slice's catalogue file, not the merged catalogue: slices' modules use
// these names, and the merged catalogue is derived from the slices.)
const en = { ...sharedTexts, ...userTexts, ...sessionTexts, ...sessionListTexts, ...mailTexts, ...rosterTexts, ...evaluationTexts };

export const VALIDATION = en.validation;

/** What a refused input is told when the specification gives no words (ours). */
export const INPUT_TEXTS = {
  ...en.input,
  tooLong: (max: number) => english("input.tooLong", { max: String(max) }),
  tooManyItems: (max: number) => english("input.tooManyItems", { max: String(max) }),
  capacityTooLarge: (max: number) => english("input.capacityTooLarge", { max: String(max) }),
} as const;

export const ERRORS = en.errors;

/** Texts the specification leaves to us; kept together so every tier says the same thing. */
export const PRODUCT_TEXTS = en.product;

/** Account management (§2.5, §5, §8): passwords, account details, deletion. */
export const ACCOUNT_TEXTS = en.account;

/** What the session screens say (§2.10, §7, §8), word for word. */
export const SESSION_TEXTS = {
  ...en.session,
  /**
   * The funder notice (§2.12): the course is funded, all participants must complete evaluations,
   * and the evaluation asked for takes about 2 minutes (§9), the pre-course one unless another is named.
   */
  fundedEvaluationNotice: (evaluation: string = en.session.preCourseEvaluation) => english("session.fundedEvaluationNotice", { evaluation }),
} as const;

/** The session lists, available sessions and public course schedule (§2.7, §2.8). */
export const SESSION_LIST_TEXTS = {
  ...en.sessionList,
  scheduleIntro: [en.sessionList.scheduleIntro1, en.sessionList.scheduleIntro2, en.sessionList.scheduleIntro3, en.sessionList.scheduleIntro4],
} as const;

/** Messages for bad list, export and schedule queries (ours: the specification gives none). */
export const LIST_TEXTS = en.list;

/** Session e-mail (§2.10, §2.11, §5, §7, §8), word for word. */
export const MAIL_TEXTS = {
  ...en.mail,
  /** The opening of an evaluation e-mail: each survey type asks at its own moment, so each has its own words. */
  surveyIntro: {
    "pre-course": (course: string) => english("mail.surveyIntroPreCourse", { course }),
    post: (course: string) => english("mail.surveyIntroPost", { course }),
    "post-train-the-trainer": (course: string) => english("mail.surveyIntroPostTrainTheTrainer", { course }),
    "post-trainer-upskill": (course: string) => english("mail.surveyIntroPostTrainerUpskill", { course }),
    "3-months-follow-up": (course: string) => english("mail.surveyIntroThreeMonths", { course }),
    "6-months-follow-up": (course: string) => english("mail.surveyIntroSixMonths", { course }),
  },
} as const;

/** Invitees, registration and the participant's session (§2.10, §2.12, §2.13, §4, §5, §8). */
export const ROSTER_TEXTS = {
  ...en.roster,
  evaluatedCannotBeRemoved: (emails: ReadonlyArray<string>) => english("roster.evaluatedCannotBeRemoved", { emails: emails.join(", ") }),
  cannotRegisterAs: (role: string) => english("roster.cannotRegisterAs", { role }),
} as const;

/** What a 429 says (ours: the specification gives none); log in and password attempts keep theirs above. */
export const RATE_LIMIT_TEXTS = en.rateLimit;

/** Proving an e-mail address (issue 9): the link, its e-mail, the callouts and the verify page. */
export const EMAIL_VERIFICATION_TEXTS = {
  ...en.emailVerification,
  linkSent: (email: string) => english("emailVerification.linkSent", { email }),
  unverifiedText: (email: string) => english("emailVerification.unverifiedText", { email }),
  pendingText: (pendingEmail: string, currentEmail: string) => english("emailVerification.pendingText", { pendingEmail, currentEmail }),
  detailsSavedPending: (email: string) => english("emailVerification.detailsSavedPending", { email }),
} as const;

/** The evaluation survey (§2.15, §5, §6, §8), word for word. */
export const SURVEY_TEXTS = {
  ...en.survey,
  loggedInAsRole: (role: string) => english("survey.loggedInAsRole", { role }),
  step: (step: number, total: number) => english("survey.step", { step, total }),
} as const;
