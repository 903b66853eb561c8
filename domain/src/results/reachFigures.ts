import { MODULES, SURVEY_TYPES, type Module, type SurveyType } from "../constants";
import { isSurveyOfSession } from "../evaluations/surveyTypes";
import { startsCourse } from "../roster/registration";

// The Reach accordion (§2.16, §3 Survey result row and Module row): sessions and confirmed
// participants per module; responses and response rate per survey type.

/** Sessions sharing one set of modules: how many, and their confirmed attendees in all. */
interface SessionsByModules {
  readonly modules: ReadonlyArray<Module>;
  readonly sessions: number;
  readonly confirmedParticipants: number;
}

interface ModuleReach {
  readonly module: Module;
  readonly sessions: number;
  readonly confirmedParticipants: number;
}

interface SurveyReach {
  readonly surveyType: SurveyType;
  readonly responses: number;
  /** Responses ÷ confirmed attendees of the sessions that have this survey × 100, rounded; null ('N.A') without attendees. */
  readonly responseRate: number | null;
}

/** The sessions whose attendees a survey asks: pre-course those starting the course (Module 1), a post type the sessions of its modules, a follow-up every session. */
const sessionHasSurvey = (surveyType: SurveyType, modules: ReadonlyArray<Module>): boolean =>
  surveyType === "pre-course" ? startsCourse(modules) : isSurveyOfSession(surveyType, modules);

/** Responses ÷ attendees × 100, rounded; null when there are no attendees (shown 'N.A'). */
export const surveyResponseRate = (responses: number, attendees: number): number | null => (attendees === 0 ? null : Math.round((responses / attendees) * 100));

/** Each module held by some session: its sessions and their confirmed participants (a session of two modules counts for both). */
export const moduleReach = (groups: ReadonlyArray<SessionsByModules>): ModuleReach[] =>
  MODULES.flatMap((module) => {
    const holding = groups.filter((group) => group.modules.includes(module));
    if (holding.length === 0) return [];
    return [
      {
        module,
        sessions: holding.reduce((sum, group) => sum + group.sessions, 0),
        confirmedParticipants: holding.reduce((sum, group) => sum + group.confirmedParticipants, 0),
      },
    ];
  });

/** Each survey type some session has or some response answered, with its responses and its rate over the attendees of the sessions that have it. */
export const surveyReach = (groups: ReadonlyArray<SessionsByModules>, responses: Readonly<Partial<Record<SurveyType, number>>>): SurveyReach[] =>
  SURVEY_TYPES.flatMap((surveyType) => {
    const matching = groups.filter((group) => sessionHasSurvey(surveyType, group.modules));
    const counted = responses[surveyType] ?? 0;
    if (matching.length === 0 && counted === 0) return [];
    const attendees = matching.reduce((sum, group) => sum + group.confirmedParticipants, 0);
    return [{ surveyType, responses: counted, responseRate: surveyResponseRate(counted, attendees) }];
  });

/** §8: some survey has more responses than confirmed attendees (the page warns, 2 s on results, §9). */
export const hasRateOverHundred = (surveys: ReadonlyArray<SurveyReach>): boolean =>
  surveys.some((survey) => survey.responseRate !== null && survey.responseRate > 100);
