import { MODULES, type Course, type Module, type SurveyType } from "../constants";
import { evaluationToOffer, type EvaluatedSession } from "../roster/evaluationOffer";
import { isPostSessionEvaluation, startsCourse } from "../roster/registration";
import { firstDateOf } from "../sessions/format";
import { isSpecialModule } from "../sessions/rules";
import { materialModulesOf, moduleDocuments, type MaterialDocument } from "./documents";

// Materials gating (§6) and the cards of the materials page (§2.14), from the participant's own sessions of one course.

/** One of the participant's confirmed sessions of the course, with the evaluations they completed for it. */
export interface CourseSession extends EvaluatedSession {
  readonly shortId: string;
}

/** Why a document is locked: the evaluation that opens it. */
export const MATERIAL_LOCKS = ["pre-course-evaluation", "post-session-evaluation"] as const;
export type MaterialLock = (typeof MATERIAL_LOCKS)[number];

/**
 * Whether a response given on a session of `covered` modules counts for the post-session documents of
 * `module`: a numbered module is covered by the same or a later numbered one (§6 'at or above N'); a
 * special module (Train the Trainer, Trainer Upskill) has no number, so only by itself.
 */
const covers = (covered: Module, module: Module): boolean =>
  isSpecialModule(module) ? covered === module : !isSpecialModule(covered) && Number(covered) >= Number(module);

const hasPreCourseEvaluation = (sessions: ReadonlyArray<CourseSession>): boolean => sessions.some((session) => session.evaluations.includes("pre-course"));

const hasLaterResponse = (sessions: ReadonlyArray<CourseSession>, module: Module): boolean =>
  sessions.some((session) => session.evaluations.some((type) => type !== "pre-course") && session.modules.some((covered) => covers(covered, module)));

/**
 * §6: pre-session documents need a completed pre-course evaluation for the course (not those of Train
 * the Trainer or Trainer Upskill); post-session documents of module N need a completed response other
 * than the pre-course one, on a session covering a module numbered N or above. Null when open.
 */
export const materialLockOf = (document: MaterialDocument, sessions: ReadonlyArray<CourseSession>): MaterialLock | null => {
  if (document.timing === "pre-session") return !isSpecialModule(document.module) && !hasPreCourseEvaluation(sessions) ? "pre-course-evaluation" : null;
  return hasLaterResponse(sessions, document.module) ? null : "post-session-evaluation";
};

/** An evaluation to complete: the survey route's session short id and survey type. */
interface EvaluationLink {
  readonly shortId: string;
  readonly surveyType: SurveyType;
}

interface MaterialCardDocument {
  readonly document: MaterialDocument;
  readonly lock: MaterialLock | null;
}

/** One module's card: its documents, each open or locked, and the evaluations that would open the locked ones. */
interface MaterialCard {
  readonly module: Module;
  readonly documents: ReadonlyArray<MaterialCardDocument>;
  readonly preCourseEvaluation: EvaluationLink | null;
  readonly postSessionEvaluation: EvaluationLink | null;
}

/** Where to do the pre-course evaluation: the session that starts the course, else the participant's earliest one. */
const preCourseSession = (sessions: ReadonlyArray<CourseSession>): CourseSession | undefined =>
  sessions.find((session) => startsCourse(session.modules)) ??
  [...sessions].sort((a, b) => (firstDateOf(a.dates) ?? "").localeCompare(firstDateOf(b.dates) ?? ""))[0];

/** The post-session evaluation due now on a session of the module (it has happened, none done yet), if any. */
const postSessionEvaluationOf = (sessions: ReadonlyArray<CourseSession>, module: Module, today: string): EvaluationLink | null => {
  for (const session of sessions.filter((candidate) => candidate.modules.includes(module))) {
    const offered = evaluationToOffer(session, today);
    if (offered && isPostSessionEvaluation(offered)) return { shortId: session.shortId, surveyType: offered };
  }
  return null;
};

/**
 * The materials page of a course (§2.14): one card per module of the participant's sessions of that
 * course (in module order), none when they have none. `today` is the programme's date (YYYY-MM-DD).
 */
export const materialCards = (course: Course, sessions: ReadonlyArray<CourseSession>, today: string): ReadonlyArray<MaterialCard> => {
  const taken = new Set(sessions.flatMap((session) => session.modules));
  const modules = MODULES.filter((module) => taken.has(module) && materialModulesOf(course).includes(module));
  const preCourse = preCourseSession(sessions);
  return modules.map((module) => {
    const documents = moduleDocuments(course, module).map((document) => ({ document, lock: materialLockOf(document, sessions) }));
    const locked = (lock: MaterialLock) => documents.some((entry) => entry.lock === lock);
    return {
      module,
      documents,
      preCourseEvaluation: locked("pre-course-evaluation") && preCourse ? { shortId: preCourse.shortId, surveyType: "pre-course" } : null,
      postSessionEvaluation: locked("post-session-evaluation") ? postSessionEvaluationOf(sessions, module, today) : null,
    };
  });
};

/** Whether the participant may download a document now: it is one of their modules' and it is open. */
export const canDownloadMaterial = (document: MaterialDocument, sessions: ReadonlyArray<CourseSession>): boolean =>
  sessions.some((session) => session.modules.includes(document.module)) && materialLockOf(document, sessions) === null;
