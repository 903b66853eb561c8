import { MEETING_PLATFORM_LABELS, type Course } from "../constants";
import { formatSessionDayToDecide } from "../i18n/dates";
import type { Language } from "../i18n/language";
import type { Translate } from "../i18n/translate";
import type { SessionDetails } from "./events";
import { detailDates, detailModules, listTimes, locationText, moduleNames, orNotApplicable, trainerNames } from "./format";

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
interface SessionFactTexts {
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

/** The words a text is told in: a catalogue's translator and its language. */
export interface Wording {
  readonly t: Translate;
  readonly language: Language;
}

/** A course's name in the reader's language. */
export const courseLabelIn = (t: Translate, course: Course): string => t(`session.course_${course}`);

/** How each fact of a session reads in the reader's language; dates as DD/MM, as lists and staff screens show them. */
export const sessionFactTexts = (session: SessionFacts, { t }: Pick<Wording, "t">): SessionFactTexts => {
  const dates = detailDates(session.dates, t);
  const course = courseLabelIn(t, session.course);
  const modules = moduleNames(session.modules, t);
  const platform =
    session.meetingPlatform && (session.meetingPlatform === "other" ? t("sessionFacts.platformOther") : MEETING_PLATFORM_LABELS[session.meetingPlatform]);
  return {
    course,
    title: `${course}: ${modules}`,
    dates: dates.length > 0 ? dates : [t("product.notApplicable")],
    times: listTimes(session.dates, t),
    modules,
    moduleNumbers: detailModules(session.modules, t),
    location: locationText(session.remote, session.address, t),
    trainers: trainerNames(
      session.trainers.map((trainer) => trainer.name),
      t,
    ),
    meetingPlatform: orNotApplicable(platform, t),
    meetingLink: orNotApplicable(session.meetingLink, t),
    contactEmail: orNotApplicable(session.contactEmail, t),
    extraInfo: orNotApplicable(session.extraInfo, t),
  };
};

/** The facts a person decides by whether to come (§2.12, §2.13, e-mails, calendar files), each as `sessionFactTexts` words it. */
type SessionFactsToDecide = Pick<
  SessionFactTexts,
  "course" | "title" | "dates" | "modules" | "location" | "trainers" | "meetingPlatform" | "meetingLink" | "contactEmail"
>;

/**
 * A session's facts in the reader's language, each date with its weekday and full date
 * ('Wednesday 10 December 2026, 10:00 to 12:30').
 */
export const sessionFactsToDecide = (session: SessionFacts, wording: Wording): SessionFactsToDecide => {
  const { course, title, dates, modules, location, trainers, meetingPlatform, meetingLink, contactEmail } = sessionFactTexts(session, wording);
  const days = [...session.dates]
    .sort((a, b) => a.sessionDate.localeCompare(b.sessionDate))
    .map((day) => formatSessionDayToDecide(wording.t, wording.language, day));
  return { course, title, dates: days.length > 0 ? days : dates, modules, location, trainers, meetingPlatform, meetingLink, contactEmail };
};
