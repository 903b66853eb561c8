import type { QueryKey } from "@tanstack/react-query";
import {
  resultFiguresOf,
  type ResultFiguresAnswer,
  type ResultTarget,
  type ResultTotalsPush,
  type ResultsAnswer,
  type SessionFilters,
} from "@wellbeing/domain";
import type { resultsKeys } from "./queries";

// A results screen (§2.16) after a push of its viewer's results totals (issue 30): recomputed from them
// with the server's own function where they are the screen's totals, kept where the commit changed none
// of its sessions (only the 'everyone' figures move), or read again.

/** What a results screen shows: the results query's key but its topic. */
export interface ResultsScreen {
  readonly target: ResultTarget;
  readonly userId: string;
  readonly course: string;
  readonly filters: SessionFilters;
}

const hasFilters = (filters: SessionFilters) =>
  filters.localLeads.length + filters.trainers.length + filters.localAuthorities.length > 0 || filters.delivery !== null;

/** The pushed totals are this screen's own: the viewer's page, of its course, not narrowed. */
const isOwnPage = (screen: ResultsScreen, push: ResultTotalsPush) =>
  screen.target === push.target && (push.userId === null || push.userId === screen.userId) && !hasFilters(screen.filters);

/** Each of everyone's rows, with the screen's own parts taken from its cached row of the same key, if it had one. */
const withOwnParts = <Row>(
  rows: ReadonlyArray<Row>,
  cached: ReadonlyArray<Row>,
  sameKey: (one: Row, other: Row) => boolean,
  own: (row: Row, was: Row) => Row,
) =>
  rows.map((row) => {
    const was = cached.find((old) => sameKey(old, row));
    return was ? own(row, was) : row;
  });

/** The figures with their 'everyone' parts from `everyone`'s rows and the screen's own parts kept as they were. */
const withEveryoneOf = (cached: ResultFiguresAnswer, everyone: ResultFiguresAnswer): ResultFiguresAnswer => ({
  reach: cached.reach,
  trainerFeedback: withOwnParts(
    everyone.trainerFeedback,
    cached.trainerFeedback,
    (one, other) => one.surveyType === other.surveyType && one.item === other.item,
    (row, was) => ({
      ...row,
      responses: was.responses,
      answers: row.answers.map((answer) => ({ ...answer, share: was.answers.find((old) => old.answer === answer.answer)?.share ?? 0 })),
    }),
  ),
  behavioural: withOwnParts(
    everyone.behavioural,
    cached.behavioural,
    (one, other) => one.surveyType === other.surveyType && one.conversation === other.conversation,
    (row, was) => ({
      ...row,
      respondents: was.respondents,
      measures: row.measures.map((measure) => ({ ...measure, mean: was.measures.find((old) => old.measure === measure.measure)?.mean ?? null })),
    }),
  ),
});

const sameFigures = (one: ResultFiguresAnswer, other: ResultFiguresAnswer) => JSON.stringify(one) === JSON.stringify(other);

/**
 * The screen's answer after the push: the same answer when nothing it shows moved; a new one when its
 * figures can be recomputed exactly; null when it must be read again (a session it counts changed and
 * the totals are not its own, or its sessions are more than its list shows, so which is unknown).
 */
export const resultsAfterPush = (screen: ResultsScreen, cached: ResultsAnswer, push: ResultTotalsPush): ResultsAnswer | null => {
  const pushed = push.courses.find((course) => course.course === screen.course);
  if (!pushed) return null;
  let figures: ResultFiguresAnswer;
  if (isOwnPage(screen, push)) figures = resultFiguresOf(pushed.totals);
  else {
    const listsAll = cached.sessionCount <= cached.sessions.length;
    const touched = pushed.changedSessions.length > 0 && (!listsAll || cached.sessions.some((session) => pushed.changedSessions.includes(session.id)));
    if (touched) return null;
    const everyone = resultFiguresOf({ reach: { groups: [], responses: {} }, here: { scores: [], feedback: [] }, everyone: pushed.totals.everyone });
    figures = withEveryoneOf(cached.newSurveys, everyone);
  }
  return sameFigures(figures, cached.newSurveys) ? cached : { ...cached, newSurveys: figures };
};

/** A cached results query (a key of resultsKeys.of) after the push; null to read it again. */
export const resultsQueryAfterPush = (key: QueryKey, cached: unknown, push: ResultTotalsPush): ResultsAnswer | null => {
  const [, target, userId, course, filters] = key as ReturnType<typeof resultsKeys.of>;
  return resultsAfterPush({ target, userId, course, filters }, cached as ResultsAnswer, push);
};
