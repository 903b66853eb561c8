import { isCourse, type Course } from "@wellbeing/domain";

/** The course a submitted evaluation was for, as the survey screen passed it on (history state is whatever the browser kept). */
export const courseOfNavigation = (state: unknown): Course | null => {
  const course = typeof state === "object" && state !== null ? (state as { course?: unknown }).course : undefined;
  return isCourse(course) ? course : null;
};
