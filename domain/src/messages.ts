// The English view of the catalogue (i18n/en.ts) under the names every tier already uses: the plain
// texts as they are. Texts with arguments are worded outside the domain (@wellbeing/i18n's ENGLISH_TEXTS).
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
export const INPUT_TEXTS = en.input;

export const ERRORS = en.errors;

/** Texts the specification leaves to us; kept together so every tier says the same thing. */
export const PRODUCT_TEXTS = en.product;

/** Account management (§2.5, §5, §8): passwords, account details, deletion. */
export const ACCOUNT_TEXTS = en.account;

/** What the session screens say (§2.10, §7, §8), word for word. */
export const SESSION_TEXTS = en.session;

/** The session lists, available sessions and public course schedule (§2.7, §2.8). */
export const SESSION_LIST_TEXTS = {
  ...en.sessionList,
  scheduleIntro: [en.sessionList.scheduleIntro1, en.sessionList.scheduleIntro2, en.sessionList.scheduleIntro3, en.sessionList.scheduleIntro4],
} as const;

/** Messages for bad list, export and schedule queries (ours: the specification gives none). */
export const LIST_TEXTS = en.list;

/** Session e-mail (§2.10, §2.11, §5, §7, §8), word for word. */
export const MAIL_TEXTS = en.mail;

/** Invitees, registration and the participant's session (§2.10, §2.12, §2.13, §4, §5, §8). */
export const ROSTER_TEXTS = en.roster;

/** What a 429 says (ours: the specification gives none); log in and password attempts keep theirs above. */
export const RATE_LIMIT_TEXTS = en.rateLimit;

/** Proving an e-mail address (issue 9): the link, its e-mail, the callouts and the verify page. */
export const EMAIL_VERIFICATION_TEXTS = en.emailVerification;

/** The evaluation survey (§2.15, §5, §6, §8), word for word. */
export const SURVEY_TEXTS = en.survey;
