import type { Course } from "@wellbeing/domain";

// Query keys start with "sessions": the live topic of roster changes, an evaluation recorded included (see useLiveUpdates).

export const materialKeys = {
  courses: ["sessions", "materials"] as const,
  course: (course: Course) => ["sessions", "materials", course] as const,
};
