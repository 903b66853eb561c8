import type { Module, SurveyType } from "../constants";
import { message, type Message } from "../i18n/translate";
import type { Role } from "../roles";
import { postSurveyTypeOf } from "../sessions/surveyLinks";
import { isPostSessionEvaluation } from "../roster/registration";
import { comesAfterPreCourse } from "./surveyTypes";

// What opening /survey/:id/:type does (§4 survey flow, §6, §8): show the survey, or send the person
// somewhere with a message. The server works out the participant's status (GET /api/participant);
// the survey screen decides with it, the viewer it knows, and the same rules.

/** Where the survey screen sends someone, and what it tells them. */
export type SurveyLoadDecision =
  | { readonly kind: "show" }
  /** A participant's status is still loading. */
  | { readonly kind: "wait" }
  /** §6: a logged-in non-participant sees the message and goes home. */
  | { readonly kind: "notParticipant"; readonly message: Message; readonly goTo: "home" }
  /** §6: to the participant login, carrying where to come back to. */
  | { readonly kind: "logIn"; readonly query: SurveyLoginQuery }
  /** §8: already submitted; then the participant dashboard. */
  | { readonly kind: "alreadySubmitted"; readonly message: Message; readonly goTo: "participantDashboard" }
  /** §8: another evaluation first (`message` and `explanation` shown), or the session's own post type (no message): load that survey. */
  | { readonly kind: "redirect"; readonly to: SurveyRoute; readonly message: Message | null; readonly explanation: Message | null }
  /** §8: not allowed with a content message: show it, then the participant dashboard. */
  | { readonly kind: "blocked"; readonly message: string; readonly goTo: "participantDashboard" };

export interface SurveyRoute {
  readonly shortId: string;
  readonly surveyType: SurveyType;
}

/** §6: the login route's query when a survey needs a participant. */
interface SurveyLoginQuery extends SurveyRoute {
  readonly source: "survey";
  readonly loginRole: "participant";
}

/** Who opens the survey, as the web's auth state (or the server's token) says. */
export type SurveyViewer = { readonly loggedIn: false } | { readonly loggedIn: true; readonly role: Role };

/** §3 participant-status fields: GET /api/participant's answer (contentMsg already in the caller's words). */
export interface ParticipantSurveyStatus {
  readonly answeredSameModule: boolean;
  readonly redirectTo: SurveyRoute | null;
  readonly showSurvey: boolean;
  readonly contentMsg: string | null;
}

/** What the server knows of a participant and a session's survey when they open it. */
export interface ParticipantSurveyFacts {
  readonly surveyType: SurveyType;
  /** The session's short id (the route's id). */
  readonly shortId: string;
  readonly modules: ReadonlyArray<Module>;
  /** This respondent already answered this survey type for this session. */
  readonly alreadySubmitted: boolean;
  /** This respondent answered a pre-course evaluation for the session's course. */
  readonly preCourseDone: boolean;
  /** Where to answer the pre-course evaluation: the course's module 1 session they registered for, else this one. */
  readonly preCourseShortId: string;
  /** A reason the survey may not be shown to them (in their words), or null. */
  readonly contentMsg: string | null;
}

/**
 * §4, §8: the participant's status for a session's survey, in order: the session's own post type
 * (a post link of another type goes to the right one), already submitted, the pre-course evaluation
 * first (post and follow-ups only), a content message, else show.
 */
export const participantSurveyStatus = (facts: ParticipantSurveyFacts): ParticipantSurveyStatus => {
  const hidden = { answeredSameModule: false, redirectTo: null, showSurvey: false, contentMsg: null };
  const ownPostType = postSurveyTypeOf(facts.modules);
  if (isPostSessionEvaluation(facts.surveyType) && facts.surveyType !== ownPostType)
    return { ...hidden, redirectTo: { shortId: facts.shortId, surveyType: ownPostType } };
  if (facts.alreadySubmitted) return { ...hidden, answeredSameModule: true };
  if (comesAfterPreCourse(facts.surveyType) && !facts.preCourseDone)
    return { ...hidden, redirectTo: { shortId: facts.preCourseShortId, surveyType: "pre-course" } };
  if (facts.contentMsg !== null) return { ...hidden, contentMsg: facts.contentMsg };
  return { ...hidden, showSurvey: true };
};

/**
 * §6, §8: what opening a survey does. A logged-in non-participant is told and sent home; someone not
 * logged in goes to the participant login (the pre-course survey opens without it); for a participant
 * the server's status decides (`status` null while it loads).
 */
export const surveyLoadDecision = (route: SurveyRoute, viewer: SurveyViewer, status: ParticipantSurveyStatus | null): SurveyLoadDecision => {
  if (viewer.loggedIn && viewer.role !== "participant") {
    return { kind: "notParticipant", message: message("survey.loggedInAsRole", { role: viewer.role }), goTo: "home" };
  }
  if (!viewer.loggedIn) {
    return route.surveyType === "pre-course" ? { kind: "show" } : { kind: "logIn", query: { source: "survey", loginRole: "participant", ...route } };
  }
  if (status === null) return { kind: "wait" };
  if (status.answeredSameModule) return { kind: "alreadySubmitted", message: message("survey.alreadySubmitted"), goTo: "participantDashboard" };
  if (status.redirectTo !== null) {
    const toPreCourse = status.redirectTo.surveyType === "pre-course" && route.surveyType !== "pre-course";
    return {
      kind: "redirect",
      to: status.redirectTo,
      message: toPreCourse ? message("survey.fillAnotherFirst") : null,
      explanation: toPreCourse ? message("survey.preCourseFirst") : null,
    };
  }
  if (status.contentMsg !== null) return { kind: "blocked", message: status.contentMsg, goTo: "participantDashboard" };
  return { kind: "show" };
};

/**
 * Who a submission is recorded for: a participant under their own pseudonym; someone not logged in
 * only for the pre-course survey, under a new pseudonym linked to no one (so their demographics are
 * asked, and a second such submission cannot be told apart); staff never.
 */
export const submissionRespondent = (viewer: SurveyViewer, surveyType: SurveyType): "ownPseudonym" | "newPseudonym" | "notAllowed" => {
  if (viewer.loggedIn) return viewer.role === "participant" ? "ownPseudonym" : "notAllowed";
  return surveyType === "pre-course" ? "newPseudonym" : "notAllowed";
};
