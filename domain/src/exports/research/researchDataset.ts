import type { EvaluationSubmittedData } from "../../evaluations/events";
import { programmeDate } from "../../sessionLists/listQuery";
import { QUESTION_COLUMNS, answerCell, type QuestionColumn } from "../responseColumns";

// The research export (issue 13): the event log, replayed up to the end of a day, shaped into an
// anonymised dataset. Pure: the caller reads the log and names things (`Pseudonymise`); this folds.
//
// What it keeps: responses given with research consent that still count at that moment (a withdrawn
// one is gone, a moved pre-course one counts for the session it moved to, §4), with the facts of their
// session and the respondent's demographics. What it never holds: names, e-mail addresses, written
// answers (free text and 'please specify' texts, sealed in the log and never read here), meeting
// details, any id the app shows. Only the event types below are read, and of them only these fields.

/** A stored event as the log gives it: only its type, data and the time the store recorded it are read. */
export interface LoggedEvent {
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: Date;
}

/** What a pseudonymous id names: ids of one kind never collide with another's. */
export type PseudonymKind = "respondent" | "response" | "session" | "trainer";

/** A stable pseudonymous id for an id of the log (the service's keyed hash). */
export type Pseudonymise = (kind: PseudonymKind, id: string) => string;

interface SessionFacts {
  readonly dates: ReadonlyArray<string>;
  readonly remote: boolean;
  readonly trainerIds: ReadonlyArray<string>;
}

interface HeldResponse {
  readonly responseId: string;
  sessionId: string;
  readonly data: EvaluationSubmittedData;
}

export interface ResearchReplay {
  /** Folds one event of the log, in the log's order; events after the day's end are skipped. */
  readonly add: (event: LoggedEvent) => void;
  /** The dataset as it stood at the end of the day: header and rows, ordered by their pseudonymous ids. */
  readonly dataset: (pseudonymise: Pseudonymise) => ResearchDataset;
}

export interface ResearchDataset {
  readonly header: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<string>>;
}

/** Written answers are never exported: a free-text question has no column. */
export const RESEARCH_QUESTION_COLUMNS: ReadonlyArray<QuestionColumn> = QUESTION_COLUMNS.filter((column) => column.question.kind !== "text");

/** The columns before the answers, in order (each described in the data dictionary). */
export const RESEARCH_FIXED_COLUMNS = [
  "respondent",
  "response",
  "session",
  "survey_type",
  "questionnaire_version",
  "course",
  "modules",
  "session_first_date",
  "session_last_date",
  "delivery",
  "trainers",
  "submitted_on",
] as const;

export const RESEARCH_HEADER: ReadonlyArray<string> = [...RESEARCH_FIXED_COLUMNS, ...RESEARCH_QUESTION_COLUMNS.map((column) => column.code)];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first instant after the UK day `asOf` (the programme's calendar, §9): London's midnight is
 * 00:00 UTC in winter and 23:00 UTC the evening before in summer.
 */
export const endOfProgrammeDay = (asOf: string): number => {
  if (!DAY.test(asOf)) throw new Error(`not a day: ${asOf}`);
  const nextDay = new Date(Date.parse(`${asOf}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const midnightUtc = Date.parse(`${nextDay}T00:00:00Z`);
  return programmeDate(new Date(midnightUtc - 3_600_000)) === nextDay ? midnightUtc - 3_600_000 : midnightUtc;
};

const byCode = (answers: Readonly<Record<string, unknown>>, code: string) => answerCell(answers[code]);

/** Starts a replay of the log up to the end of `asOf` (YYYY-MM-DD, UK time). */
export const researchReplay = (asOf: string): ResearchReplay => {
  const end = endOfProgrammeDay(asOf);
  const sessions = new Map<string, SessionFacts>();
  const responses = new Map<string, HeldResponse>();

  const add = (event: LoggedEvent) => {
    if (event.recordedAt.getTime() >= end) return;
    switch (event.type) {
      case "SessionScheduled":
      case "SessionEdited": {
        const data = event.data as { sessionId: string; dates: ReadonlyArray<{ sessionDate: string }>; remote: boolean; trainerIds: ReadonlyArray<string> };
        sessions.set(data.sessionId, { dates: data.dates.map((date) => date.sessionDate).sort(), remote: data.remote, trainerIds: [...data.trainerIds] });
        break;
      }
      case "EvaluationSubmitted": {
        const data = event.data as EvaluationSubmittedData;
        // Research use needs consent (§2.15's research-data notice): a response given without it is never read further.
        if (!data.disagreedToResearch) responses.set(data.responseId, { responseId: data.responseId, sessionId: data.sessionId, data });
        break;
      }
      case "EvaluationWithdrawn": {
        const data = event.data as { responseId: string; movedTo: string | null };
        if (data.movedTo === null) responses.delete(data.responseId);
        else {
          const held = responses.get(data.responseId);
          if (held) held.sessionId = data.movedTo;
        }
        break;
      }
      case "EvaluationMovedIn": {
        const data = event.data as { responseId: string; sessionId: string };
        const held = responses.get(data.responseId);
        if (held) held.sessionId = data.sessionId;
        break;
      }
    }
  };

  const dataset = (pseudonymise: Pseudonymise): ResearchDataset => {
    // A person answers the demographics once (§2.15): the earliest consented response that gave them speaks for all of theirs.
    const demographics = new Map<string, HeldResponse>();
    for (const held of responses.values()) {
      if (!held.data.demographicsGiven) continue;
      const known = demographics.get(held.data.respondent);
      const earlier = !known || held.data.submittedAt < known.data.submittedAt || (held.data.submittedAt === known.data.submittedAt && held.responseId < known.responseId);
      if (earlier) demographics.set(held.data.respondent, held);
    }
    const rows = [...responses.values()].map((held) => {
      const { data } = held;
      const session = sessions.get(held.sessionId);
      const given = demographics.get(data.respondent)?.data.answers ?? {};
      return [
        pseudonymise("respondent", data.respondent),
        pseudonymise("response", held.responseId),
        pseudonymise("session", held.sessionId),
        data.surveyType,
        data.questionnaireVersion,
        data.course,
        data.modules.join(","),
        session?.dates[0] ?? "",
        session?.dates.at(-1) ?? "",
        session ? (session.remote ? "online" : "faceToFace") : "",
        session ? session.trainerIds.map((id) => pseudonymise("trainer", id)).sort().join(",") : "",
        programmeDate(new Date(data.submittedAt)),
        ...RESEARCH_QUESTION_COLUMNS.map((column) => byCode(column.demographic ? given : data.answers, column.code)),
      ];
    });
    // Ordered by the response's pseudonymous id: a fixed order that says nothing of when or where it was given.
    rows.sort((a, b) => (a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0));
    return { header: RESEARCH_HEADER, rows };
  };

  return { add, dataset };
};
