import { MODULES, type Course, type Module } from "../constants";
import { firstDateOf, lastDateOf, type DateLike } from "../sessions/format";
import { isSpecialModule } from "../sessions/rules";

// Modules are attended in order, starting with Module 1 (§2.8, §9): what a person skips by
// registering for a session whose earlier modules they hold no place on.

/** A session of a course as the rule reads it: which modules, on which days. */
interface CourseSessionPlace {
  readonly id: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
}

const NUMBERED_MODULES: ReadonlyArray<Module> = MODULES.filter((module) => !isSpecialModule(module));

/**
 * The numbered modules before `session`'s lowest one that the person (`places`: the sessions they hold
 * a confirmed place on) has no session of, of the same course and over by `session`'s first day (the
 * same day counts: a morning's Module 1 before the afternoon's Module 2). A session booked for later
 * counts too: someone who booked Module 1 for next week may book Module 2 for the week after.
 * Empty for a session with Module 1 or with no numbered module.
 */
export const modulesSkippedBy = (session: CourseSessionPlace, places: ReadonlyArray<CourseSessionPlace>): Module[] => {
  const lowest = NUMBERED_MODULES.findIndex((module) => session.modules.includes(module));
  const starts = firstDateOf(session.dates);
  if (lowest <= 0 || starts === null) return [];
  const endsBefore = (place: CourseSessionPlace) => {
    const ends = lastDateOf(place.dates);
    return ends !== null && ends <= starts;
  };
  const before = places.filter((place) => place.id !== session.id && place.course === session.course && endsBefore(place));
  const held = new Set(before.flatMap((place) => place.modules));
  return NUMBERED_MODULES.slice(0, lowest).filter((module) => !held.has(module));
};
