import { MODULES, type Course, type Module } from "../constants";
import type { AddressLike } from "../sessions/format";
import { isSpecialModule } from "../sessions/rules";
import { splitByDate, type JourneySession } from "./journey";

// After a person completes a module, their home offers the next module's sessions near them (issue 25):
// which module comes next, and which sessions are near. Pure: the caller says what day it is.

const NUMBERED_MODULES: ReadonlyArray<Module> = MODULES.filter((module) => !isSpecialModule(module));

const numbered = (modules: ReadonlyArray<Module>): number[] => modules.map((module) => NUMBERED_MODULES.indexOf(module)).filter((index) => index >= 0);

/** The next module of one course, and the participant's latest finished session of it (where 'near' is measured from). */
export interface NextModule<S> {
  readonly course: Course;
  readonly module: Module;
  readonly after: S;
}

/**
 * For each course the participant has finished a numbered module of (a session of theirs is over),
 * the module after the highest one finished, unless the course is done or they already hold a place
 * on a session of that module (booked or taken). Courses in the order of their latest finished session, most recent first.
 */
export const nextModulesToBook = <S extends JourneySession>(sessions: ReadonlyArray<S>, today: string): Array<NextModule<S>> => {
  const { completed } = splitByDate(sessions, today);
  const courses = [...new Set(completed.map((session) => session.course))];
  return courses.flatMap((course) => {
    const finished = completed.filter((session) => session.course === course && numbered(session.modules).length > 0);
    const after = finished[0];
    if (after === undefined) return [];
    const next = NUMBERED_MODULES[Math.max(...finished.flatMap((session) => numbered(session.modules))) + 1];
    if (next === undefined) return [];
    const held = sessions.some((session) => session.course === course && session.modules.includes(next));
    return held ? [] : [{ course, module: next, after }];
  });
};

/** Whether a session is the one to book for `module`: the lowest numbered module it teaches is that one (not one repeating an earlier module). */
export const startsWithModule = (modules: ReadonlyArray<Module>, module: Module): boolean => {
  const lowest = Math.min(...numbered(modules));
  return NUMBERED_MODULES[lowest] === module;
};

/** Where a session happens, as nearness reads it: online, its address, and its local authorities (its trainers', the print page's region). */
export interface SessionPlace {
  readonly remote: boolean;
  readonly address: AddressLike | null;
  readonly localAuthorities: ReadonlyArray<string>;
}

const sameTown = (a: AddressLike | null, b: AddressLike | null): boolean => {
  const town = (address: AddressLike | null) => address?.town?.trim().toLowerCase() ?? "";
  return town(a) !== "" && town(a) === town(b);
};

/**
 * Whether a session is near the participant, measured from their latest finished session of the
 * course: an online session is near anyone; a face-to-face one is near when it is in the same town,
 * or in a local authority that session served.
 */
export const isNear = (candidate: SessionPlace, reference: SessionPlace): boolean =>
  candidate.remote ||
  sameTown(candidate.address, reference.address) ||
  candidate.localAuthorities.some((authority) => reference.localAuthorities.includes(authority));

/** The sessions to offer for the next module: near, starting with that module, in the order given (soonest first), at most `limit`. */
export const nearbySessionsFor = <C extends SessionPlace & { readonly modules: ReadonlyArray<Module> }>(
  candidates: ReadonlyArray<C>,
  module: Module,
  reference: SessionPlace,
  limit: number,
): C[] => candidates.filter((candidate) => startsWithModule(candidate.modules, module) && isNear(candidate, reference)).slice(0, limit);
