import type { EvaluationSubmittedData } from "../../evaluations/events";
import { programmeDate } from "../../sessionLists/listQuery";
import { csvLine } from "../csvText";
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
  readonly firstDate: string;
  readonly lastDate: string;
  readonly remote: boolean;
  readonly trainerIds: ReadonlyArray<string>;
}

/**
 * A consented response as the replay keeps it: its ids, and its cells already written as CSV text
 * (a long log holds hundreds of thousands: one string each, not an object per answer).
 */
interface HeldResponse {
  readonly responseId: string;
  sessionId: string;
  readonly respondent: string;
  readonly submittedAt: string;
  /** survey_type … modules, as CSV. */
  readonly facts: string;
  readonly submittedOn: string;
  /** The demographic answers as CSV, when this response gave them. */
  readonly demographics: string | null;
  /** The other answers as CSV. */
  readonly answers: string;
}

export interface ResearchReplay {
  /** Folds one event of the log, in the log's order; events after the day's end are skipped. */
  readonly add: (event: LoggedEvent) => void;
  /** The dataset as it stood at the end of the day, its lines ordered by the response's pseudonymous id. */
  readonly dataset: (pseudonymise: Pseudonymise) => ResearchDataset;
}

export interface ResearchDataset {
  readonly header: ReadonlyArray<string>;
  /** How many responses (lines after the header). */
  readonly count: number;
  /** The CSV lines of the responses, without line endings, produced one at a time. */
  readonly lines: () => Iterable<string>;
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

/** The answers of some columns as one CSV text. */
const answerCells = (columns: ReadonlyArray<QuestionColumn>, answers: Readonly<Record<string, unknown>>) => csvLine(columns.map((column) => answerCell(answers[column.code])));

const DEMOGRAPHIC_COLUMNS = (): ReadonlyArray<QuestionColumn> => RESEARCH_QUESTION_COLUMNS.filter((column) => column.demographic);
const OTHER_COLUMNS = (): ReadonlyArray<QuestionColumn> => RESEARCH_QUESTION_COLUMNS.filter((column) => !column.demographic);

/** A pseudonymiser that works out each session, trainer or respondent once: they recur on many lines (a response never does). */
const remembered = (pseudonymise: Pseudonymise): Pseudonymise => {
  const known = new Map<string, string>();
  return (kind, id) => {
    if (kind === "response") return pseudonymise(kind, id);
    const key = `${kind}:${id}`;
    let name = known.get(key);
    if (name === undefined) {
      name = pseudonymise(kind, id);
      known.set(key, name);
    }
    return name;
  };
};

/** Starts a replay of the log up to the end of `asOf` (YYYY-MM-DD, UK time). */
export const researchReplay = (asOf: string): ResearchReplay => {
  const end = endOfProgrammeDay(asOf);
  const demographicColumns = DEMOGRAPHIC_COLUMNS();
  const otherColumns = OTHER_COLUMNS();
  const noDemographics = csvLine(demographicColumns.map(() => ""));
  const sessions = new Map<string, SessionFacts>();
  const responses = new Map<string, HeldResponse>();

  const add = (event: LoggedEvent) => {
    if (event.recordedAt.getTime() >= end) return;
    switch (event.type) {
      case "SessionScheduled":
      case "SessionEdited": {
        const data = event.data as { sessionId: string; dates: ReadonlyArray<{ sessionDate: string }>; remote: boolean; trainerIds: ReadonlyArray<string> };
        const days = data.dates.map((date) => date.sessionDate).sort();
        sessions.set(data.sessionId, { firstDate: days[0] ?? "", lastDate: days.at(-1) ?? "", remote: data.remote, trainerIds: [...data.trainerIds] });
        break;
      }
      case "EvaluationSubmitted": {
        const data = event.data as EvaluationSubmittedData;
        // Research use needs consent (§2.15's research-data notice): a response given without it is never read further.
        if (data.disagreedToResearch) break;
        responses.set(data.responseId, {
          responseId: data.responseId,
          sessionId: data.sessionId,
          respondent: data.respondent,
          submittedAt: data.submittedAt,
          facts: csvLine([data.surveyType, data.questionnaireVersion, data.course, data.modules.join(",")]),
          submittedOn: programmeDate(new Date(data.submittedAt)),
          demographics: data.demographicsGiven ? answerCells(demographicColumns, data.answers) : null,
          answers: answerCells(otherColumns, data.answers),
        });
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

  const dataset = (keyed: Pseudonymise): ResearchDataset => {
    const pseudonymise = remembered(keyed);
    // A person answers the demographics once (§2.15): the earliest consented response that gave them speaks for all of theirs.
    const demographics = new Map<string, HeldResponse>();
    for (const held of responses.values()) {
      if (held.demographics === null) continue;
      const known = demographics.get(held.respondent);
      const earlier = !known || held.submittedAt < known.submittedAt || (held.submittedAt === known.submittedAt && held.responseId < known.responseId);
      if (earlier) demographics.set(held.respondent, held);
    }
    // Ordered by the response's pseudonymous id: a fixed order that says nothing of when or where it was given.
    const ordered = [...responses.values()].map((held) => ({ key: pseudonymise("response", held.responseId), held }));
    ordered.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    function* lines(): Iterable<string> {
      for (const { key, held } of ordered) {
        const session = sessions.get(held.sessionId);
        const ids = csvLine([pseudonymise("respondent", held.respondent), key, pseudonymise("session", held.sessionId)]);
        const facts = csvLine([
          session?.firstDate ?? "",
          session?.lastDate ?? "",
          session ? (session.remote ? "online" : "faceToFace") : "",
          session ? session.trainerIds.map((id) => pseudonymise("trainer", id)).sort().join(",") : "",
          held.submittedOn,
        ]);
        yield [ids, held.facts, facts, demographics.get(held.respondent)?.demographics ?? noDemographics, held.answers].join(",");
      }
    }
    return { header: RESEARCH_HEADER, count: ordered.length, lines };
  };

  return { add, dataset };
};
