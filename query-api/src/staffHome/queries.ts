import { Either } from "effect";
import type { Knex } from "knex";
import {
  NO_FILTERS,
  STAFF_HOME_RULES,
  chartStart,
  programmeDate,
  responseRateBase,
  responseRateOverFull,
  staffHomeScope,
  toDoHorizon,
  weeklyResponses,
  whatNeedsDoing,
  type ListCaller,
  type SessionScope,
  type SessionToDoFacts,
  type StaffHomeAnswer,
  type SurveyType,
} from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import { attendedColumn } from "../attendance/queries";
import type { QueryApiDeps } from "../deps";
import { missedEarlierModulesCountColumn } from "../sessions/missedModules";
import { heldOffersColumn } from "../roster/waitingListQueries";
import { listSessions } from "../sessionLists/queries";
import { applyCriteria, type SessionCriteria } from "../sessionLists/criteria";

// The staff home's reads (§2.6): SQL gathers the facts of the sessions in scope that could need
// something, and the domain's rules decide what does (whatNeedsDoing, responseRateOverFull).

type ToDoRow = Pick<SessionRow, "id" | "short_id" | "course" | "modules" | "dates" | "capacity" | "confirmed_count"> & {
  invitations_sent: boolean;
  evaluation_emails: SurveyType[];
  responses: Partial<Record<SurveyType, number>> | null;
  removal_requests: number;
  missed_earlier_modules: number;
  dates_without_register: number;
  waiting: number;
  held_offers: number;
  /** How many the register says came, null while it holds no mark. */
  attended: number | null;
};

/** The survey types of `s`'s e-mails of a kind that went, or are scheduled and still to go (bindings: schema, kind, schema, kind). */
const EMAILED_OR_SCHEDULED = `(SELECT e.survey_type FROM ??.session_emails_sent e WHERE e.session_id = s.id AND e.kind = ?
  UNION ALL SELECT e.survey_type FROM ??.session_emails_scheduled e WHERE e.session_id = s.id AND e.kind = ? AND e.status = 'pending')`;

const factsOf = (row: ToDoRow): SessionToDoFacts => ({
  session: { id: row.id, shortId: row.short_id, course: row.course, modules: row.modules, dates: row.dates },
  capacity: row.capacity,
  attendees: row.confirmed_count,
  came: row.attended,
  invitationsSent: row.invitations_sent,
  evaluationEmails: row.evaluation_emails,
  responses: row.responses ?? {},
  attendeesWhoMissedModules: row.missed_earlier_modules,
  removalRequests: row.removal_requests,
  datesWithoutRegister: row.dates_without_register,
  waiting: row.waiting,
  heldOffers: row.held_offers,
});

/**
 * The facts of the sessions in scope that may need something: every one whose last date is within
 * the rules' horizon or later, and any with a removal request waiting.
 */
const toDoFacts = async (db: Knex, schema: string, criteria: SessionCriteria): Promise<SessionToDoFacts[]> => {
  const rows = (await applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria)
    .where((candidates) =>
      candidates
        .where("s.last_date", ">=", toDoHorizon(criteria.today))
        .orWhereRaw("EXISTS (SELECT 1 FROM ??.roster_removal_requests q WHERE q.session_id = s.id)", [schema]),
    )
    .select([
      ...["s.id", "s.short_id", "s.course", "s.modules", "s.dates", "s.capacity", "s.confirmed_count"],
      db.raw(`EXISTS ${EMAILED_OR_SCHEDULED} AS invitations_sent`, [schema, "registration", schema, "registration"]),
      db.raw(`ARRAY(SELECT DISTINCT m.survey_type FROM ${EMAILED_OR_SCHEDULED} m(survey_type) WHERE m.survey_type IS NOT NULL) AS evaluation_emails`, [
        schema,
        "surveyLink",
        schema,
        "surveyLink",
      ]),
      db.raw("(SELECT r.survey_responses FROM ??.session_reach r WHERE r.session_id = s.id) AS responses", [schema]),
      db.raw("(SELECT count(*)::int FROM ??.roster_removal_requests q WHERE q.session_id = s.id) AS removal_requests", [schema]),
      // Dates over by today whose register holds no mark (issue 29).
      db.raw(
        `(SELECT count(*)::int FROM jsonb_array_elements(s.dates) d WHERE d->>'sessionDate' < ?
          AND NOT EXISTS (SELECT 1 FROM ??.attendance_marks a WHERE a.session_id = s.id AND a.session_date = d->>'sessionDate')) AS dates_without_register`,
        [criteria.today, schema],
      ),
      missedEarlierModulesCountColumn(db, schema),
      db.raw("(SELECT count(*)::int FROM ??.waiting_list w WHERE w.session_id = s.id AND w.offer_id IS NULL) AS waiting", [schema]),
      heldOffersColumn(db, schema),
      attendedColumn(db, schema),
    ])) as ToDoRow[];
  return rows.map(factsOf);
};

/**
 * Whether any session in scope has a survey with more responses than attendees (those its response rate
 * is over: issue 29); only those with more responses in all than registered or come can.
 */
const anyRateOverFull = async (db: Knex, schema: string, criteria: SessionCriteria): Promise<boolean> => {
  const rows: Array<{ participant_count: number; survey_responses: Partial<Record<SurveyType, number>>; attended: number | null }> = await applyCriteria(
    db.withSchema(schema).from("sessions as s").join("session_reach as r", "r.session_id", "s.id"),
    schema,
    criteria,
  )
    .whereRaw(
      `r.response_count > LEAST(r.participant_count, (SELECT count(DISTINCT m.person_key) FROM ??.attendance_marks m WHERE m.session_id = s.id AND m.mark = 'attended'))`,
      [schema],
    )
    .select("r.participant_count", "r.survey_responses", attendedColumn(db, schema));
  return responseRateOverFull(
    rows.map((row) => ({ attendees: responseRateBase(row.participant_count, row.attended).attendees, responses: row.survey_responses })),
  );
};

/** Responses submitted per UK day since the chart's first Monday, for the sessions in scope. */
const responsesByDay = async (db: Knex, schema: string, criteria: SessionCriteria) => {
  const rows: Array<{ day: string; responses: number }> = await applyCriteria(
    db.withSchema(schema).from("sessions as s").join("evaluation_responses as e", "e.session_id", "s.id"),
    schema,
    criteria,
  )
    .whereRaw("e.submitted_at >= (?::date)::timestamp AT TIME ZONE 'Europe/London'", [chartStart(criteria.today)])
    .select(db.raw("to_char((e.submitted_at AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS day"), db.raw("count(*)::int AS responses"))
    .groupBy("day");
  return rows;
};

/** The staff home of a caller whose sessions are `scope`, on the programme's day `today`. */
export const staffHomeOf = async (db: Knex, schema: string, scope: SessionScope, today: string): Promise<StaffHomeAnswer> => {
  const criteria: SessionCriteria = { scope, filters: NO_FILTERS, type: "all", today, hideTrainerUpskill: false };
  const [nextSessions, facts, overFull, days] = await Promise.all([
    // The staff lists' first page of upcoming sessions, with their missed-module warnings.
    listSessions(db, schema, { ...criteria, type: "upcoming" }, { page: 1, pageSize: STAFF_HOME_RULES.nextSessions, sortAscending: true }, true).then(
      (page) => page.sessions,
    ),
    toDoFacts(db, schema, criteria),
    anyRateOverFull(db, schema, criteria),
    responsesByDay(db, schema, criteria),
  ]);
  return {
    nextSessions,
    responsesOverTime: weeklyResponses(days, today),
    toDo: whatNeedsDoing(facts, today),
    responseRateOverFull: overFull,
  };
};

/**
 * The staff home `caller` sees today: the question every caller with the same answer shares (their
 * scope and the day), and its answer; refused (Left) for a caller the page is not for.
 */
export const staffHomeRead = (reader: Pick<QueryApiDeps, "db" | "schema" | "clock">, caller: ListCaller) =>
  Either.map(staffHomeScope(caller), (scope) => {
    const today = programmeDate(reader.clock());
    return { question: `${JSON.stringify(scope)} ${today}`, answer: () => staffHomeOf(reader.db, reader.schema, scope, today) };
  });
