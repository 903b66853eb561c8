import { COURSE_LABELS, MEETING_PLATFORM_LABELS, type Course, type Module } from "../constants";
import { formatSessionDayToDecide } from "../i18n/dates";
import { en } from "../i18n/en";
import type { Language } from "../i18n/language";
import { translator, type MessageKey, type Translate } from "../i18n/translate";
import { PRODUCT_TEXTS } from "../messages";
import type { SessionDetails } from "./events";
import { detailDates, detailModules, listTimes, locationText, moduleNames, orNotApplicable, sortModules, trainerNames } from "./format";

// A session's facts, worded once for every place that shows them: the Manage Session and
// participant screens, the registration page, the print page, e-mails and calendar files.

/** A session as any screen, e-mail or calendar file tells it: its details, its ids and its trainers. */
export type SessionFacts = Pick<
  SessionDetails,
  "course" | "modules" | "dates" | "remote" | "address" | "meetingPlatform" | "meetingLink" | "contactEmail" | "extraInfo"
> & {
  readonly id: string;
  readonly shortId: string;
  /** In the session's order; a trainer whose account was erased has no name. */
  readonly trainers: ReadonlyArray<{ readonly name: string | null }>;
};

/** The facts of a session as its own stream holds them, with its trainers' names (null for one without an account). */
export const sessionFactsOf = (
  session: Omit<SessionFacts, "id" | "trainers"> & { readonly sessionId: string },
  trainerNames: ReadonlyArray<string | null>,
): SessionFacts => ({
  id: session.sessionId,
  shortId: session.shortId,
  course: session.course,
  modules: session.modules,
  dates: session.dates,
  remote: session.remote,
  address: session.address,
  meetingPlatform: session.meetingPlatform,
  meetingLink: session.meetingLink,
  contactEmail: session.contactEmail,
  extraInfo: session.extraInfo,
  trainers: trainerNames.map((name) => ({ name })),
});

/** How each fact of a session reads, N/A where the session has none (§2.10, §2.12, §2.13, §2.18). */
export interface SessionFactTexts {
  readonly course: string;
  /** Course and modules: what a calendar entry or an e-mail subject calls the session. */
  readonly title: string;
  /** Each date as 'DD/MM start to end' (just DD/MM without times), in date order. */
  readonly dates: ReadonlyArray<string>;
  /** One time range, 'Times vary' when the days differ. */
  readonly times: string;
  /** Modules in course order joined by ' & ' (§2.13). */
  readonly modules: string;
  /** The Manage Session screen's and print page's modules: the word 'module' removed, Train the Trainer as Trainer (§2.10). */
  readonly moduleNumbers: string;
  /** Online, the address lines joined by commas, or TBC. */
  readonly location: string;
  /** Joined by '&'. */
  readonly trainers: string;
  readonly meetingPlatform: string;
  readonly meetingLink: string;
  readonly contactEmail: string;
  readonly extraInfo: string;
}

export const sessionFactTexts = (session: SessionFacts): SessionFactTexts => {
  const dates = detailDates(session.dates);
  return {
    course: COURSE_LABELS[session.course],
    title: `${COURSE_LABELS[session.course]}: ${moduleNames(session.modules)}`,
    dates: dates.length > 0 ? dates : [PRODUCT_TEXTS.notApplicable],
    times: listTimes(session.dates),
    modules: moduleNames(session.modules),
    moduleNumbers: detailModules(session.modules),
    location: locationText(session.remote, session.address),
    trainers: trainerNames(session.trainers.map((trainer) => trainer.name)),
    meetingPlatform: orNotApplicable(session.meetingPlatform && MEETING_PLATFORM_LABELS[session.meetingPlatform]),
    meetingLink: orNotApplicable(session.meetingLink),
    contactEmail: orNotApplicable(session.contactEmail),
    extraInfo: orNotApplicable(session.extraInfo),
  };
};

/** The words a text is told in: a catalogue's translator and its language. */
export interface Wording {
  readonly t: Translate;
  readonly language: Language;
}

export const ENGLISH_WORDING: Wording = { t: translator(en, "en"), language: "en" };

const COURSE_KEYS: Record<Course, MessageKey> = { C5: "sessionFacts.courseC5", YOUNG_PEOPLE: "sessionFacts.courseYoungPeople" };

const MODULE_KEYS: Record<Module, MessageKey> = {
  "1": "sessionFacts.module1",
  "2": "sessionFacts.module2",
  "3": "sessionFacts.module3",
  "train-the-trainer": "sessionFacts.moduleTrainTheTrainer",
  "trainer-upskill": "sessionFacts.moduleTrainerUpskill",
};

/** A course's name in the reader's language. */
export const courseLabelIn = (t: Translate, course: Course): string => t(COURSE_KEYS[course]);

/** A module's name in the reader's language. */
export const moduleLabelIn = (t: Translate, module: Module): string => t(MODULE_KEYS[module]);

/** The facts a person decides by whether to come (§2.12, §2.13, e-mails, calendar files), each as `sessionFactTexts` words it. */
export type SessionFactsToDecide = Pick<SessionFactTexts, "course" | "title" | "dates" | "modules" | "location" | "trainers" | "meetingPlatform" | "meetingLink" | "contactEmail">;

/**
 * A session's facts in the reader's language, each date with its weekday and full date
 * ('Wednesday 10 December 2026, 10:00 to 12:30'); English unless told.
 */
export const sessionFactsToDecide = (session: SessionFacts, { t, language }: Wording = ENGLISH_WORDING): SessionFactsToDecide => {
  const notApplicable = t("product.notApplicable");
  const orNone = (text: string | null | undefined) => text || notApplicable;
  const course = courseLabelIn(t, session.course);
  const modules = sortModules(session.modules).map((module) => moduleLabelIn(t, module)).join(" & ") || notApplicable;
  const dates = [...session.dates].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate)).map((day) => formatSessionDayToDecide(t, language, day));
  const address = [session.address?.addressLine1, session.address?.addressLine2, session.address?.town, session.address?.postcode].filter(Boolean);
  const platform = session.meetingPlatform && (session.meetingPlatform === "other" ? t("sessionFacts.platformOther") : MEETING_PLATFORM_LABELS[session.meetingPlatform]);
  return {
    course,
    title: `${course}: ${modules}`,
    dates: dates.length > 0 ? dates : [notApplicable],
    modules,
    location: session.remote ? t("sessionFacts.online") : address.length > 0 ? address.join(", ") : t("session.locationToBeConfirmed"),
    trainers: orNone(session.trainers.flatMap((trainer) => (trainer.name ? [trainer.name] : [])).join(" & ")),
    meetingPlatform: orNone(platform),
    meetingLink: orNone(session.meetingLink),
    contactEmail: orNone(session.contactEmail),
  };
};
