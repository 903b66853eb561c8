import type { EvaluationSubmittedData } from "../../evaluations/events";
import { programmeDate } from "../../sessionLists/query";
import { disclosureGroup, responseArrives, responseLeaves } from "../../results/disclosure";
import { QUESTION_COLUMNS, answerCell, type QuestionColumn } from "../responseColumns";

// The research export (issue 13): the event log, replayed up to the end of a day, shaped into an
// anonymised dataset. Pure: the caller reads the log, names things (`Pseudonymise`) and writes CSV
// records (`CsvRecord`, the one CSV writer); this folds.
//
// What it keeps: responses given with research consent that still count at that moment (a withdrawn
// one is gone, a moved pre-course one counts for the session it moved to, §4) and that the disclosure
// rule has released (results/disclosure.ts: a session's responses to a survey in batches of five), with
// the facts of their session and, on the response that asked them, the demographics. What it never
// holds: names, e-mail addresses, written answers (free text and 'please specify' texts, sealed in the
// log and never read here), meeting details, any id the app shows, when a response was submitted, an id
// of the respondent (it would recur across sessions and single people out against the rosters), nor the
// sessions of a trainer who has withdrawn their results-access consent (as it stands now, whatever the day).

/** A stored event as the log gives it: only its type, data and the time the store recorded it are read. */
export interface LoggedEvent {
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: Date;
}

/** What a pseudonymous id names: ids of one kind never collide with another's. */
type PseudonymKind = "response" | "session" | "trainer";

/** A stable pseudonymous id for an id of the log (the service's keyed hash). */
export type Pseudonymise = (kind: PseudonymKind, id: string) => string;

/** One CSV record's text, without its line ending: the one CSV writer, handed in by the caller. */
type CsvRecord = (cells: ReadonlyArray<string>) => string;

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
  /** Its pseudonymous id, worked out as it arrives: the replay waits on the log's pages, and this work fills the wait. */
  readonly key: string;
  sessionId: string;
  /** Released by the disclosure rule in its current group. */
  released: boolean;
  /** survey_type … modules, as CSV. */
  readonly facts: string;
  /** The answers as CSV: the demographic ones (empty cells when this response did not give them), then the others. */
  readonly answers: string;
}

export interface ResearchReplay {
  /** Folds one event of the log, in the log's order; events after the day's end are skipped (consents excepted: they count as they stand now). */
  readonly add: (event: LoggedEvent) => void;
  /** The dataset as it stood at the end of the day, its lines ordered by the response's pseudonymous id. */
  readonly dataset: () => ResearchDataset;
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
  "session_attended",
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

const DEMOGRAPHIC_COLUMNS = (): ReadonlyArray<QuestionColumn> => RESEARCH_QUESTION_COLUMNS.filter((column) => column.demographic);
const OTHER_COLUMNS = (): ReadonlyArray<QuestionColumn> => RESEARCH_QUESTION_COLUMNS.filter((column) => !column.demographic);

/** A pseudonymiser that works out each session or trainer once: they recur on many lines (a response never does). */
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

/** Starts a replay of the log up to the end of `asOf` (YYYY-MM-DD, UK time), writing records with `record` and naming things with `keyed`. */
export const researchReplay = (asOf: string, record: CsvRecord, keyed: Pseudonymise): ResearchReplay => {
  const end = endOfProgrammeDay(asOf);
  const pseudonymise = remembered(keyed);
  const demographicColumns = DEMOGRAPHIC_COLUMNS();
  const otherColumns = OTHER_COLUMNS();
  /** Every answer cell of a response as one record (one call of the writer, not one per group of columns). */
  const answerCells = (answers: Readonly<Record<string, unknown>>, demographicsGiven: boolean) =>
    record([
      ...demographicColumns.map((column) => (demographicsGiven ? answerCell(answers[column.code]) : "")),
      ...otherColumns.map((column) => answerCell(answers[column.code])),
    ]);
  const sessions = new Map<string, SessionFacts>();
  const responses = new Map<string, HeldResponse>();
  /** Where each response given without research consent is: it still counts towards its group's batches. */
  const unconsented = new Map<string, string>();
  /** Each group's responses waiting for a batch (consented or not: a release is five people, whoever consented). */
  const waiting = new Map<string, ReadonlyArray<string>>();
  /** Each session's register (issue 29): the mark standing per date and person; only its count of those who came leaves. */
  const registers = new Map<string, Map<string, string>>();
  /** Each person's results-access consent as last recorded, at any time (a withdrawal reaches every export, §3 of issue 24). */
  const withdrawnConsent = new Set<string>();

  const arrive = (responseId: string, sessionId: string, surveyType: string) => {
    const group = disclosureGroup(sessionId, surveyType);
    const arrival = responseArrives(waiting.get(group) ?? [], responseId);
    waiting.set(group, arrival.waiting);
    for (const id of arrival.released) {
      const held = responses.get(id);
      if (held) held.released = true;
    }
  };
  const leave = (responseId: string, sessionId: string, surveyType: string) => {
    const group = disclosureGroup(sessionId, surveyType);
    waiting.set(group, responseLeaves(waiting.get(group) ?? [], responseId));
    const held = responses.get(responseId);
    if (held) held.released = false;
  };
  const sessionOf = (responseId: string): string | undefined => responses.get(responseId)?.sessionId ?? unconsented.get(responseId);
  /** A pre-course response moved with its attendee (§4): it leaves its group and arrives in the other session's. */
  const move = (responseId: string, to: string, surveyType: string) => {
    const from = sessionOf(responseId);
    if (from === undefined || from === to) return;
    leave(responseId, from, surveyType);
    const held = responses.get(responseId);
    if (held) held.sessionId = to;
    else unconsented.set(responseId, to);
    arrive(responseId, to, surveyType);
  };

  const add = (event: LoggedEvent) => {
    if (event.type === "ResultsAccessConsentRecorded") {
      const data = event.data as { userId: string; consent: boolean };
      if (data.consent) withdrawnConsent.delete(data.userId);
      else withdrawnConsent.add(data.userId);
      return;
    }
    if (event.recordedAt.getTime() >= end) return;
    switch (event.type) {
      case "SessionScheduled":
      case "SessionEdited": {
        const data = event.data as { sessionId: string; dates: ReadonlyArray<{ sessionDate: string }>; remote: boolean; trainerIds: ReadonlyArray<string> };
        const days = data.dates.map((date) => date.sessionDate).sort();
        sessions.set(data.sessionId, { firstDate: days[0] ?? "", lastDate: days.at(-1) ?? "", remote: data.remote, trainerIds: [...data.trainerIds] });
        break;
      }
      case "AttendanceRecorded":
      case "NoShowRecorded":
      case "AttendanceCorrected": {
        const data = event.data as { sessionId: string; sessionDate?: unknown; personKey?: unknown; to?: string };
        // The log is read as stored: before schema version 3 these names were the registration index's, which name no date.
        if (typeof data.sessionDate !== "string" || typeof data.personKey !== "string") break;
        const register = registers.get(data.sessionId) ?? new Map<string, string>();
        const mark = event.type === "AttendanceRecorded" ? "attended" : event.type === "NoShowRecorded" ? "noShow" : (data.to ?? "notRecorded");
        if (mark === "notRecorded") register.delete(`${data.sessionDate}/${data.personKey}`);
        else register.set(`${data.sessionDate}/${data.personKey}`, mark);
        registers.set(data.sessionId, register);
        break;
      }
      case "SessionDeleted":
        registers.delete((event.data as { sessionId: string }).sessionId);
        break;
      case "EvaluationSubmitted": {
        const data = event.data as EvaluationSubmittedData;
        // Research use needs consent (§2.15's research-data notice): a response given without it is never read further.
        if (data.disagreedToResearch) unconsented.set(data.responseId, data.sessionId);
        else {
          responses.set(data.responseId, {
            responseId: data.responseId,
            key: pseudonymise("response", data.responseId),
            sessionId: data.sessionId,
            released: false,
            facts: record([data.surveyType, data.questionnaireVersion, data.course, data.modules.join(",")]),
            answers: answerCells(data.answers, data.demographicsGiven),
          });
        }
        arrive(data.responseId, data.sessionId, data.surveyType);
        break;
      }
      case "EvaluationWithdrawn": {
        const data = event.data as { responseId: string; surveyType: string; movedTo: string | null };
        if (data.movedTo !== null) move(data.responseId, data.movedTo, data.surveyType);
        else {
          const from = sessionOf(data.responseId);
          if (from !== undefined) leave(data.responseId, from, data.surveyType);
          responses.delete(data.responseId);
          unconsented.delete(data.responseId);
        }
        break;
      }
      case "EvaluationMovedIn": {
        // A move is told by the withdrawal's movedTo and by this, in either order: the second finds it there.
        const data = event.data as { responseId: string; sessionId: string; surveyType: string };
        move(data.responseId, data.sessionId, data.surveyType);
        break;
      }
    }
  };

  /** How many came to the session (any date), as a count only; empty while its register holds no mark. */
  const attendedCount = (sessionId: string): string => {
    const register = registers.get(sessionId);
    if (!register || register.size === 0) return "";
    const came = new Set([...register].filter(([, mark]) => mark === "attended").map(([key]) => key.slice(key.indexOf("/") + 1)));
    return String(came.size);
  };

  const dataset = (): ResearchDataset => {
    const shown = (held: HeldResponse) => held.released && !(sessions.get(held.sessionId)?.trainerIds.some((id) => withdrawnConsent.has(id)) ?? false);
    // Ordered by the response's pseudonymous id: a fixed order that says nothing of when or where it was given.
    const ordered = [...responses.values()].filter(shown);
    ordered.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    /** A session's pseudonym and its facts as CSV, worked out once: its responses share them. */
    const sessionCells = new Map<string, { readonly id: string; readonly facts: string }>();
    const cellsOf = (sessionId: string) => {
      let cells = sessionCells.get(sessionId);
      if (cells === undefined) {
        const session = sessions.get(sessionId);
        cells = {
          id: pseudonymise("session", sessionId),
          facts: record([
            session?.firstDate ?? "",
            session?.lastDate ?? "",
            session ? (session.remote ? "online" : "faceToFace") : "",
            session
              ? session.trainerIds
                  .map((id) => pseudonymise("trainer", id))
                  .sort()
                  .join(",")
              : "",
            attendedCount(sessionId),
          ]),
        };
        sessionCells.set(sessionId, cells);
      }
      return cells;
    };
    function* lines(): Iterable<string> {
      for (const held of ordered) {
        const session = cellsOf(held.sessionId);
        yield [record([held.key, session.id]), held.facts, session.facts, held.answers].join(",");
      }
    }
    return { header: RESEARCH_HEADER, count: ordered.length, lines };
  };

  return { add, dataset };
};
