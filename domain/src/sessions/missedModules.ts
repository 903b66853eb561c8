import type { Module } from "../constants";
import { normaliseEmail } from "../shared/fields";
import type { SessionFacts } from "./facts";

// Modules are taken in order from Module 1 (§9): the attendees of a session who have not taken
// the module before its first one are flagged (Manage Session's banner, the lists' icon, §2.7, §2.10).

/** The modules that have an order; Train the Trainer and Trainer Upskill stand apart. */
const NUMBERED_MODULES: ReadonlyArray<Module> = ["1", "2", "3"];

/** What the rule reads of a session. Dates are `YYYY-MM-DD`. */
export type SessionInCourse = Pick<SessionFacts, "id" | "course" | "modules"> & {
  readonly firstDate: string;
  readonly lastDate: string;
};

/** A confirmed place on a session's registered list, by the attendee's address. */
export interface ConfirmedPlace {
  readonly sessionId: string;
  readonly email: string;
  /**
   * False when the session's register was taken and does not say they came (issue 29): a place then
   * does not count as having taken its modules. A register never taken leaves the place counting.
   */
  readonly came?: boolean;
}

/**
 * The module a session's attendees must have taken before it: the one before its lowest numbered
 * module. Null when that is Module 1 or when the session has no numbered module.
 */
export const previousModuleOf = (modules: ReadonlyArray<Module>): Module | null => {
  const lowest = NUMBERED_MODULES.findIndex((module) => modules.includes(module));
  return lowest > 0 ? NUMBERED_MODULES[lowest - 1]! : null;
};

/**
 * Whether `earlier` counts as having taken `module` before `session`: same course, includes the
 * module, and over by the session's first date. The same day counts (a morning's Module 1 before
 * the afternoon's Module 2); dates are compared, not times.
 */
const tookModuleBefore = (earlier: SessionInCourse, session: SessionInCourse, module: Module): boolean =>
  earlier.id !== session.id && earlier.course === session.course && earlier.modules.includes(module) && earlier.lastDate <= session.firstDate;

/**
 * The confirmed attendees of `session` (addresses, lowercased, sorted, once each) with no
 * confirmed place on an earlier session of the same course that includes the previous module, that
 * they came to (as far as its register says: one never taken counts the place).
 * Attendees are matched across sessions by address, so people listed by staff without an
 * account count too.
 */
export const attendeesWhoMissedPreviousModule = (
  session: SessionInCourse,
  sessions: ReadonlyArray<SessionInCourse>,
  places: ReadonlyArray<ConfirmedPlace>,
): string[] => {
  const previous = previousModuleOf(session.modules);
  if (previous === null) return [];
  const qualifying = new Set(sessions.filter((earlier) => tookModuleBefore(earlier, session, previous)).map((earlier) => earlier.id));
  const tookIt = new Set(places.filter((place) => qualifying.has(place.sessionId) && place.came !== false).map((place) => normaliseEmail(place.email)));
  const attendees = new Set(places.filter((place) => place.sessionId === session.id).map((place) => normaliseEmail(place.email)));
  return [...attendees].filter((email) => !tookIt.has(email)).sort();
};
