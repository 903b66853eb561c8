import { COURSES, isAdminLevel, isCourse, isResultTarget, pathTo, type Course, type MessageKey, type ResultTarget, type Role } from "@wellbeing/domain";

// What a results page shows (§2.16), as its address says: the target, the course, whose results
// (userId) and the name the titles use; kept in the query so reload, Back and links keep them.

export type ResultsView = "results" | "sessions";

export interface ResultsPageRequest {
  readonly target: ResultTarget;
  readonly course: Course | null;
  /** The person the results are about: the caller themself unless the address names someone. */
  readonly userId: string;
  readonly trainerName: string | null;
  readonly view: ResultsView;
}

/** The targets a role may ask for (the server decides again from the token). */
const TARGETS_BY_ROLE: Readonly<Record<"admin" | "localLead" | "trainer", ReadonlyArray<ResultTarget>>> = {
  admin: ["me", "trainer", "all", "localLeadGroup"],
  localLead: ["me", "trainer", "myGroup", "localLeadGroup"],
  trainer: ["me", "trainer"],
};

const targetsOf = (role: Role): ReadonlyArray<ResultTarget> =>
  isAdminLevel(role) ? TARGETS_BY_ROLE.admin : role === "localLead" ? TARGETS_BY_ROLE.localLead : role === "trainer" ? TARGETS_BY_ROLE.trainer : [];

/** /trainer-results?target&course&userId&trainerName&view; null for a target that is none of §2.16's, or not this role's (→ /unauthorized). */
export const resultsRequestIn = (search: URLSearchParams, me: { readonly userId: string; readonly role: Role }): ResultsPageRequest | null => {
  const target = search.get("target") ?? "me";
  if (!isResultTarget(target) || !targetsOf(me.role).includes(target)) return null;
  const course = search.get("course");
  return {
    target,
    course: isCourse(course) ? course : null,
    userId: target === "trainer" || target === "localLeadGroup" ? (search.get("userId") ?? me.userId) : me.userId,
    trainerName: search.get("trainerName"),
    view: search.get("view") === "sessions" ? "sessions" : "results",
  };
};

/** The query of a results address (the caller's own id left out). */
export const resultsSearch = (
  request: Omit<ResultsPageRequest, "view" | "course"> & { readonly course?: Course | null; readonly view?: ResultsView },
  me: string,
): URLSearchParams => {
  const search = new URLSearchParams({ target: request.target });
  if (request.course) search.set("course", request.course);
  if (request.userId !== me) search.set("userId", request.userId);
  if (request.trainerName) search.set("trainerName", request.trainerName);
  if (request.view === "sessions") search.set("view", "sessions");
  return search;
};

/** The results page of a course. */
export const resultsPathOf = (search: URLSearchParams, course: Course): string => {
  const next = new URLSearchParams(search);
  next.set("course", course);
  return `${pathTo("trainerResults")}?${next}`;
};

/** Where a results address without a course goes first: the course picker, the rest of its query kept. */
export const chooseCoursePathOf = (search: URLSearchParams): string => `${pathTo("chooseCourse")}?${search}`;

export const RESULT_COURSES: ReadonlyArray<Course> = COURSES;

/** §2.16: someone else's results show when they registered, and the Results/Sessions toggle. */
export const isSomeoneElse = (request: ResultsPageRequest, me: string): boolean =>
  (request.target === "trainer" || request.target === "localLeadGroup") && request.userId !== me;

/** The title's prefix (§2.16): All results, Your results, My group's results, {trainerName} group's results, {trainerName}'s results. */
export const titlePrefixKey = (target: ResultTarget): MessageKey => `results.title_${target}`;
