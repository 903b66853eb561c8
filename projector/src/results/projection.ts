import type { Knex } from "knex";
import { READ_MODELS, resultsTables, type ResultFeedbackRow, type ResultReleaseRow, type ResultScoreRow } from "@wellbeing/platform";
import {
  CONVERSATION_TYPES,
  TRAINER_FEEDBACK_ITEMS,
  behaviouralScores,
  disclosureGroup,
  hasBehaviouralScores,
  responseArrives,
  responseLeaves,
  trainerFeedbackOf,
  type DomainEvent,
  type SurveyType,
} from "@wellbeing/domain";
import { UNKNOWN_SESSION_AUDIENCE_ROLES, type ProjectedEvent, type Projection } from "../runner/projection";
import { announceSessionChanges } from "../sessions/audience";
import { TableBatch } from "../runner/tableBatch";
import { COURSE_TOTALS, RunningTotals, SESSION_TOTALS } from "./runningTotals";

/** Events that move some results figure: a response's rows, or the sessions and attendees the reach counts. */
const MOVES_RESULTS: ReadonlySet<DomainEvent["type"]> = new Set<DomainEvent["type"]>([
  "EvaluationSubmitted",
  "EvaluationWithdrawn",
  "EvaluationMovedIn",
  "SessionScheduled",
  "SessionEdited",
  "SessionDeleted",
  "AttendeeRegistered",
  "AttendeeRemoved",
]);

type ResponseEvent = Extract<DomainEvent, { type: "EvaluationSubmitted" | "EvaluationWithdrawn" | "EvaluationMovedIn" }>;

const isResponseEvent = (event: DomainEvent): event is ResponseEvent =>
  event.type === "EvaluationSubmitted" || event.type === "EvaluationWithdrawn" || event.type === "EvaluationMovedIn";

const scoreKeys = (responseId: string) => CONVERSATION_TYPES.map((conversation) => `${responseId}:${conversation}`);
const feedbackKeys = (responseId: string) => TRAINER_FEEDBACK_ITEMS.map(({ item }) => `${responseId}:${item}`);

/** Applies `change` to every row of a response in a table. */
const eachRow = <Row extends Record<string, unknown>>(table: TableBatch<Row>, keys: ReadonlyArray<string>, change: (row: Row, key: string) => void) => {
  for (const key of keys) {
    const row = table.get(key);
    if (row) change(row, key);
  }
};

const storedRows = <Row extends Record<string, unknown>>(table: TableBatch<Row>, keys: ReadonlyArray<string>): Row[] =>
  keys.flatMap((key) => {
    const row = table.get(key);
    return row ? [row] : [];
  });

type SubmittedEvent = Extract<DomainEvent, { type: "EvaluationSubmitted" }>;

/** A submitted response's rows: its scores per kind of conversation it gave any answer for, and its trainer feedback. */
const rowsOf = ({ data }: SubmittedEvent): { scores: ResultScoreRow[]; feedback: ResultFeedbackRow[] } => {
  const { responseId, sessionId, course, surveyType, answers } = data;
  const common = { response_id: responseId, session_id: sessionId, course, survey_type: surveyType };
  return {
    scores: CONVERSATION_TYPES.flatMap((conversation) => {
      const figures = behaviouralScores(answers, conversation);
      return hasBehaviouralScores(figures) ? [{ ...common, score_key: `${responseId}:${conversation}`, conversation, ...figures }] : [];
    }),
    feedback: trainerFeedbackOf(answers).map(({ item, answer }) => ({ ...common, feedback_key: `${responseId}:${item}`, item, answer })),
  };
};

/**
 * The disclosure groups a batch's response events can reach: where each arrives, and (withdrawn or
 * moved) where it was, known from the table or from its submission in the batch.
 */
const groupsReached = (
  events: ReadonlyArray<ProjectedEvent & { event: ResponseEvent }>,
  releases: TableBatch<ResultReleaseRow>,
): Array<{ sessionId: string; surveyType: SurveyType }> => {
  const submitted = new Map<string, SurveyType>();
  return events.flatMap(({ event }) => {
    if (event.type === "EvaluationSubmitted") {
      submitted.set(event.data.responseId, event.data.surveyType);
      return [{ sessionId: event.data.sessionId, surveyType: event.data.surveyType }];
    }
    const stored = releases.get(event.data.responseId);
    const surveyType = stored?.survey_type ?? submitted.get(event.data.responseId);
    if (!surveyType) return [];
    const to = event.type === "EvaluationMovedIn" ? event.data.sessionId : event.data.movedTo;
    return [...(stored ? [{ sessionId: stored.session_id, surveyType }] : []), ...(to ? [{ sessionId: to, surveyType }] : [])];
  });
};

/**
 * A batch's response events: each response's rows, its place in the disclosure rule's batches
 * (`result_releases`) and the course's and session's totals, which count a response only once it is released.
 */
const applyResponseEvents = async (
  trx: Knex.Transaction,
  schema: string,
  events: ReadonlyArray<ProjectedEvent & { event: ResponseEvent }>,
): Promise<ReadonlySet<string>> => {
  /** The sessions where a batch was released: their results screens show new answers. */
  const releasedIn = new Set<string>();
  const scores = new TableBatch<ResultScoreRow>(trx, schema, "result_scores", "score_key");
  const feedback = new TableBatch<ResultFeedbackRow>(trx, schema, "result_feedback", "feedback_key");
  const releases = new TableBatch<ResultReleaseRow>(trx, schema, "result_releases", "response_id");
  const totals = [new RunningTotals(trx, schema, COURSE_TOTALS), new RunningTotals(trx, schema, SESSION_TOTALS)];
  const responseIds = [...new Set(events.map(({ event }) => event.data.responseId))];
  await scores.load(responseIds.flatMap(scoreKeys));
  await feedback.load(responseIds.flatMap(feedbackKeys));
  await releases.load(responseIds);
  /** Responses whose score and feedback rows this batch has read (many have none: no need to ask again). */
  const rowsRead = new Set(responseIds);

  /** Each group's waiting responses, read once per batch and then kept here as the batch changes them. */
  const waiting = new Map<string, ReadonlyArray<string>>();
  /**
   * Reads the waiting responses of the groups not read yet, in one query, with their releases and
   * their rows (a later arrival may release them and count them in).
   */
  const readWaiting = async (groups: ReadonlyArray<{ readonly sessionId: string; readonly surveyType: SurveyType }>) => {
    const unread = [...new Map(groups.map((group) => [disclosureGroup(group.sessionId, group.surveyType), group])).entries()].filter(
      ([group]) => !waiting.has(group),
    );
    if (unread.length === 0) return;
    const { rows }: { rows: Array<Pick<ResultReleaseRow, "response_id" | "session_id" | "survey_type">> } = await trx.raw(
      `SELECT release.response_id, release.session_id, release.survey_type FROM ??.result_releases AS release
        JOIN unnest(?::uuid[], ?::text[]) AS wanted(session_id, survey_type) ON release.session_id = wanted.session_id AND release.survey_type = wanted.survey_type
        WHERE NOT release.released ORDER BY release.arrived_at, release.response_id`,
      [schema, unread.map(([, group]) => group.sessionId), unread.map(([, group]) => group.surveyType)],
    );
    const found = new Map<string, string[]>(unread.map(([group]) => [group, []]));
    for (const row of rows) found.get(disclosureGroup(row.session_id, row.survey_type))?.push(row.response_id);
    for (const [group, ids] of found) waiting.set(group, ids);
    const ids = rows.map((row) => row.response_id).filter((id) => !rowsRead.has(id));
    await releases.load(ids);
    await scores.load(ids.flatMap(scoreKeys));
    await feedback.load(ids.flatMap(feedbackKeys));
    for (const id of ids) rowsRead.add(id);
  };
  const waitingIn = async (sessionId: string, surveyType: SurveyType): Promise<ReadonlyArray<string>> => {
    await readWaiting([{ sessionId, surveyType }]);
    return waiting.get(disclosureGroup(sessionId, surveyType))!;
  };
  // Every group the batch's events can reach, read at once: not a query per group as the events come.
  await readWaiting(groupsReached(events, releases));
  /** Counts a released response's rows in (1) or out (-1) of its course's and its session's totals. */
  const countInTotals = async (responseId: string, sign: 1 | -1) => {
    if (!rowsRead.has(responseId)) {
      await scores.load(scoreKeys(responseId));
      await feedback.load(feedbackKeys(responseId));
      rowsRead.add(responseId);
    }
    const rows = { scores: storedRows(scores, scoreKeys(responseId)), feedback: storedRows(feedback, feedbackKeys(responseId)) };
    for (const kept of totals) {
      await kept.load(rows.scores, rows.feedback);
      for (const row of rows.scores) kept.countScores(row, sign);
      for (const row of rows.feedback) kept.countFeedback(row, sign);
    }
  };
  const arrive = async (row: Pick<ResultReleaseRow, "response_id" | "session_id" | "survey_type" | "course" | "arrived_at">) => {
    const arrival = responseArrives(await waitingIn(row.session_id, row.survey_type), row.response_id);
    waiting.set(disclosureGroup(row.session_id, row.survey_type), arrival.waiting);
    releases.put({ ...row, released: false });
    for (const id of arrival.released) {
      releases.put({ ...releases.get(id)!, released: true });
      await countInTotals(id, 1);
    }
    if (arrival.released.length > 0) releasedIn.add(row.session_id);
  };
  const leave = async (responseId: string) => {
    const row = releases.get(responseId);
    if (!row) return;
    const group = disclosureGroup(row.session_id, row.survey_type);
    waiting.set(group, responseLeaves(await waitingIn(row.session_id, row.survey_type), responseId));
    if (row.released) await countInTotals(responseId, -1);
    releases.remove(responseId);
  };
  /** A pre-course response moved with its attendee (§4): out of its old session's batch, waiting in the new one's. */
  const move = async (responseId: string, to: string, arrivedAt: string) => {
    const row = releases.get(responseId);
    if (!row || row.session_id === to) return;
    await leave(responseId);
    eachRow(scores, scoreKeys(responseId), (scored) => scores.put({ ...scored, session_id: to }));
    eachRow(feedback, feedbackKeys(responseId), (answered) => feedback.put({ ...answered, session_id: to }));
    await arrive({ response_id: responseId, session_id: to, survey_type: row.survey_type, course: row.course, arrived_at: arrivedAt });
  };

  // Arrival times come from the events' own data, so a restored log (recorded anew) builds the same rows.
  for (const { event } of events) {
    switch (event.type) {
      case "EvaluationSubmitted": {
        const { data } = event;
        // A response met again replaces what it held, and keeps its place in the batches.
        const known = releases.get(data.responseId);
        if (known?.released) await countInTotals(data.responseId, -1);
        for (const key of scoreKeys(data.responseId)) scores.remove(key);
        for (const key of feedbackKeys(data.responseId)) feedback.remove(key);
        const rows = rowsOf(event);
        rows.scores.forEach((row) => scores.put(row));
        rows.feedback.forEach((row) => feedback.put(row));
        if (!known)
          await arrive({
            response_id: data.responseId,
            session_id: data.sessionId,
            survey_type: data.surveyType,
            course: data.course,
            arrived_at: data.submittedAt,
          });
        else if (known.released) await countInTotals(data.responseId, 1);
        break;
      }
      // §4: withdrawn with its attendee, or (pre-course) moved to another of their sessions (told by either event, in either order).
      case "EvaluationWithdrawn":
        if (event.data.movedTo === null) {
          await leave(event.data.responseId);
          for (const key of scoreKeys(event.data.responseId)) if (scores.get(key)) scores.remove(key);
          for (const key of feedbackKeys(event.data.responseId)) if (feedback.get(key)) feedback.remove(key);
        } else await move(event.data.responseId, event.data.movedTo, event.data.withdrawnAt);
        break;
      case "EvaluationMovedIn":
        await move(event.data.responseId, event.data.sessionId, event.data.movedAt);
        break;
    }
  }
  await scores.flush();
  await feedback.flush();
  await releases.flush();
  for (const kept of totals) await kept.flush();
  return releasedIn;
};

/**
 * The results page's per-response figures, computed once with the domain's formulas: each response's
 * behavioural scores per kind of conversation and its 'about your trainer' answers, following a
 * response withdrawn or moved with its attendee (§4) as the evaluations read model does; which responses
 * the disclosure rule has released (`result_releases`: every answer-level read shows only those); and
 * each course's and each session's running totals of the released ones (the 'everyone' figures and a page's
 * own, see runningTotals.ts). Every staff
 * member hears of a change (topic `results`): the 'everyone' comparisons move with any response.
 */
export const resultsProjection: Projection = {
  name: READ_MODELS.results,
  // 3: the per-session totals (issue 30), built by replaying every response.
  version: 3,
  ...resultsTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const responseEvents = batch.filter((projected): projected is ProjectedEvent & { event: ResponseEvent } => isResponseEvent(projected.event));
    const releasedIn = responseEvents.length > 0 ? await applyResponseEvents(trx, schema, responseEvents) : new Set<string>();
    // A released batch changes what the session's results screen shows (its key follows the `sessions` topic).
    if (announcing && releasedIn.size > 0) await announceSessionChanges({ trx, schema, announce }, { sessions: [...releasedIn], dashboard: false });
    if (announcing && batch.some(({ event }) => MOVES_RESULTS.has(event.type))) {
      // Submissions alone name their sessions (the query API pushes those pages' totals); any other change names none, and the pages refetch.
      const submitted = batch.flatMap(({ event }) => (event.type === "EvaluationSubmitted" ? [event.data.sessionId] : []));
      const onlySubmissions = batch.every(({ event }) => !MOVES_RESULTS.has(event.type) || event.type === "EvaluationSubmitted");
      const ids = onlySubmissions ? [...new Set(submitted)] : [];
      announce({ topic: "results", ids, audience: { roles: UNKNOWN_SESSION_AUDIENCE_ROLES, userIds: [] } });
    }
  },
};
