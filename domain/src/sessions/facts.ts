import { COURSE_LABELS, MEETING_PLATFORM_LABELS } from "../constants";
import { PRODUCT_TEXTS } from "../messages";
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
