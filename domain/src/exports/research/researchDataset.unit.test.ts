import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { cy } from "../../i18n/cy";
import { RESEARCH_DICTIONARY } from "./dataDictionary";
import { RESEARCH_HEADER, endOfProgrammeDay, researchReplay, type LoggedEvent, type Pseudonymise } from "./researchDataset";
import { translator } from "@wellbeing/i18n";

// The research export's shaping, as a story: given the log, when it is replayed up to the end of a
// day, then these rows.

const pseudonymise: Pseudonymise = (kind, id) => `${kind[0]}#${id}`;
const at = (instant: string) => new Date(instant);

const scheduled = (sessionId: string, recordedAt: string, overrides: Record<string, unknown> = {}): LoggedEvent => ({
  type: "SessionScheduled",
  recordedAt: at(recordedAt),
  data: {
    sessionId,
    shortId: "ab12cd34",
    course: "C5",
    modules: ["1"],
    dates: [{ sessionDate: "2026-03-10", startTime: "10:00", endTime: "12:00" }],
    capacity: 12,
    remote: false,
    address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
    meetingPlatform: null,
    meetingLink: null,
    trainerIds: ["trainer-1"],
    contactEmail: "trainer@example.org",
    extraInfo: "Bring a pen",
    scheduledBy: "trainer-1",
    scheduledAt: recordedAt,
    ...overrides,
  },
});

const submitted = (responseId: string, recordedAt: string, overrides: Record<string, unknown> = {}): LoggedEvent => ({
  type: "EvaluationSubmitted",
  recordedAt: at(recordedAt),
  data: {
    responseId,
    sessionId: "session-1",
    surveyType: "pre-course",
    questionnaireVersion: "v1",
    respondent: "pseudonym-ana",
    course: "C5",
    modules: ["1"],
    answers: { "demographic.ageBand": "25-34", "demographic.gender": "woman" },
    writtenAnswers: { "demographic.jobTitle": "Head of Ana's team" },
    demographicsGiven: true,
    disagreedToResearch: false,
    submittedAt: recordedAt,
    ...overrides,
  },
});

/** Four more consented responses to the same session and survey: with the one under test, a batch the disclosure rule releases. */
const others = (recordedAt: string, overrides: Record<string, unknown> = {}): LoggedEvent[] =>
  ["o1", "o2", "o3", "o4"].map((id) =>
    submitted(`response-${id}`, recordedAt, { respondent: `pseudonym-${id}`, answers: {}, demographicsGiven: false, ...overrides }),
  );

/** The test's records: its cells hold no commas or quotes (the real writer is csv-stringify, in the query API). */
const record = (cells: ReadonlyArray<string>) => cells.join(",");

/** The dataset's header and rows. */
const replay = (asOf: string, events: ReadonlyArray<LoggedEvent>, options: { keepBatch?: boolean } = {}) => {
  const fold = researchReplay(asOf, record, pseudonymise);
  events.forEach(fold.add);
  const dataset = fold.dataset();
  const rows = [...dataset.lines()].map((line) => line.split(",")).filter((row) => options.keepBatch || !/^r#response-o\d$/.test(row[0]!));
  return { header: dataset.header, rows, count: dataset.count };
};

const column = (name: string) => RESEARCH_HEADER.indexOf(name);
const cell = (row: ReadonlyArray<string>, name: string) => row[column(name)];

describe("the research dataset replayed from the log", () => {
  it("given a released consented response, then one row of pseudonymous ids, the session's facts and the answers, without written answers, contact details, a respondent or a time", () => {
    const { header, rows, count } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      submitted("response-1", "2026-03-10T12:00:00Z"),
      ...others("2026-03-10T13:00:00Z"),
    ]);
    expect(header).toBe(RESEARCH_HEADER);
    expect(count).toBe(5);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.slice(0, 10)).toEqual(["r#response-1", "s#session-1", "pre-course", "v1", "C5", "1", "2026-03-10", "2026-03-10", "faceToFace", "t#trainer-1"]);
    expect(cell(row, "demographic.ageBand")).toBe("25-34");
    expect(header).not.toContain("demographic.jobTitle");
    expect(header).not.toContain("respondent");
    expect(header).not.toContain("submitted_on");
    expect(row.join("|")).not.toMatch(/Head of|example\.org|Commercial Street|Bring a pen|ab12cd34|pseudonym|2026-03-10T/);
  });

  it("given a session's register, then each of its rows carries how many came (a count for the session, never who); none taken, it is empty (issue 29)", () => {
    const mark = (type: "AttendanceRecorded" | "NoShowRecorded", personKey: string, sessionDate = "2026-03-10"): LoggedEvent => ({
      type,
      data: {
        sessionId: "session-1",
        sessionDate,
        personKey,
        participantId: null,
        recordedBy: "trainer-1",
        recordedAs: "trainer",
        method: "register",
        commandId: `c-${personKey}`,
        recordedAt: "2026-03-10T10:00:00Z",
      },
      recordedAt: new Date("2026-03-10T10:00:00Z"),
    });
    const events = [scheduled("session-1", "2026-03-01T09:00:00Z"), submitted("response-1", "2026-03-10T12:00:00Z"), ...others("2026-03-10T13:00:00Z")];
    expect(cell(replay("2026-03-31", events).rows[0]!, "session_attended")).toBe("");
    const taken = replay("2026-03-31", [...events, mark("AttendanceRecorded", "ana"), mark("AttendanceRecorded", "ben"), mark("NoShowRecorded", "cai")]);
    expect(cell(taken.rows[0]!, "session_attended")).toBe("2");
    expect(taken.rows[0]!.join("|")).not.toMatch(/ana|ben|cai/);
    // A registration index entry stored under the old name (schema version 2) is no mark.
    const oldIndexEntry: LoggedEvent = {
      type: "AttendanceRecorded",
      data: { participantId: "ana", sessionId: "session-1", source: "roster" },
      recordedAt: new Date("2026-03-09T10:00:00Z"),
    };
    expect(cell(replay("2026-03-31", [...events, oldIndexEntry]).rows[0]!, "session_attended")).toBe("");
  });

  it("given fewer than five responses to a session's survey, then none is exported; the fifth releases the five together", () => {
    const four = [scheduled("session-1", "2026-03-01T09:00:00Z"), ...others("2026-03-10T13:00:00Z")];
    expect(replay("2026-03-31", four, { keepBatch: true }).count).toBe(0);
    expect(replay("2026-03-31", [...four, submitted("response-1", "2026-03-11T12:00:00Z")], { keepBatch: true }).count).toBe(5);
  });

  it("given a response without research consent, then it is left out, and so are the demographics it gave; it still counts towards the batch", () => {
    const { rows, count } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      submitted("response-1", "2026-03-10T12:00:00Z", { disagreedToResearch: true }),
      ...others("2026-03-10T13:00:00Z"),
    ]);
    expect(rows).toEqual([]);
    expect(count).toBe(4);
  });

  it("given a person's later response, then it carries no demographics: they stay on the response that asked them", () => {
    const { rows } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      submitted("response-1", "2026-03-10T12:00:00Z"),
      ...others("2026-03-10T13:00:00Z"),
      submitted("response-2", "2026-03-11T12:00:00Z", { surveyType: "post", answers: { "session.stars": 4 }, demographicsGiven: false }),
      ...others("2026-03-11T13:00:00Z", { surveyType: "post" }).map((event, index) => ({
        ...event,
        data: { ...(event.data as object), responseId: `post-o${index}` },
      })),
    ]);
    const bySurvey = Object.fromEntries(
      rows.filter((row) => !row[0]!.startsWith("r#post-")).map((row) => [cell(row, "survey_type"), cell(row, "demographic.gender")]),
    );
    expect(bySurvey).toEqual({ "pre-course": "woman", post: "" });
  });

  it("given events after the day's end (UK time), then they are not replayed; summer's day ends at 23:00 UTC", () => {
    expect(new Date(endOfProgrammeDay("2026-07-01")).toISOString()).toBe("2026-07-01T23:00:00.000Z");
    expect(new Date(endOfProgrammeDay("2026-01-01")).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    const events = [
      scheduled("session-1", "2026-06-01T09:00:00Z"),
      ...others("2026-07-01T20:00:00Z"),
      submitted("response-1", "2026-07-01T22:59:59Z"),
      submitted("response-2", "2026-07-01T23:00:00Z", { respondent: "pseudonym-ben" }),
    ];
    expect(replay("2026-07-01", events).rows.map((row) => row[0])).toEqual(["r#response-1"]);
    expect(replay("2026-07-02", events, { keepBatch: true }).count).toBe(5);
  });

  it("given a withdrawn response, then it is gone and nobody takes its place; given a moved pre-course one, then it waits for a batch in its new session", () => {
    const withdrawn = (responseId: string, movedTo: string | null): LoggedEvent => ({
      type: "EvaluationWithdrawn",
      recordedAt: at("2026-03-12T09:00:00Z"),
      data: { responseId, sessionId: "session-1", surveyType: "pre-course", movedTo },
    });
    const history = [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      scheduled("session-2", "2026-03-01T09:00:00Z", { dates: [{ sessionDate: "2026-03-20", startTime: null, endTime: null }], remote: true }),
      submitted("response-1", "2026-03-10T12:00:00Z"),
      ...others("2026-03-10T12:10:00Z"),
      submitted("response-2", "2026-03-10T12:30:00Z", { respondent: "pseudonym-ben" }),
      withdrawn("response-o1", null),
      withdrawn("response-1", "session-2"),
    ];
    const moved = replay("2026-03-31", history, { keepBatch: true });
    expect(moved.rows.map((row) => row[0]).sort()).toEqual(["r#response-o2", "r#response-o3", "r#response-o4"]);
    const fourThere = ["x1", "x2", "x3", "x4"].map((id) =>
      submitted(`response-${id}`, "2026-03-20T12:00:00Z", { sessionId: "session-2", respondent: id, answers: {}, demographicsGiven: false }),
    );
    const released = replay("2026-03-31", [...history, ...fourThere]);
    expect(released.count).toBe(8);
    expect(released.rows.filter((row) => row[0] === "r#response-1").map((row) => [row[1], cell(row, "delivery"), cell(row, "session_first_date")])).toEqual([
      ["s#session-2", "online", "2026-03-20"],
    ]);
  });

  it("given a trainer who withdrew their results-access consent, even after the day, then their sessions' responses are left out until they give it again", () => {
    const consent = (given: boolean, recordedAt: string): LoggedEvent => ({
      type: "ResultsAccessConsentRecorded",
      recordedAt: at(recordedAt),
      data: { userId: "trainer-1", consent: given, recordedAt },
    });
    const history = [scheduled("session-1", "2026-03-01T09:00:00Z"), submitted("response-1", "2026-03-10T12:00:00Z"), ...others("2026-03-10T13:00:00Z")];
    expect(replay("2026-03-31", [...history, consent(false, "2026-04-05T09:00:00Z")], { keepBatch: true }).count).toBe(0);
    expect(replay("2026-03-31", [...history, consent(false, "2026-04-05T09:00:00Z"), consent(true, "2026-04-06T09:00:00Z")], { keepBatch: true }).count).toBe(
      5,
    );
  });

  it("given the same log in any replay, then the same rows in the same order (by the response's pseudonymous id)", () => {
    const events = [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      ...["c", "a", "b", "e", "d"].map((id, index) => submitted(`response-${id}`, `2026-03-1${index}T12:00:00Z`, { respondent: `p-${id}` })),
    ];
    const first = replay("2026-03-31", events);
    expect(first.rows.map((row) => row[0])).toEqual(["r#response-a", "r#response-b", "r#response-c", "r#response-d", "r#response-e"]);
    expect(replay("2026-03-31", events)).toEqual(first);
  });

  it("describes every column in English and in Welsh", () => {
    expect(RESEARCH_DICTIONARY.map((entry) => entry.column)).toEqual(RESEARCH_HEADER);
    const english = translator(en, "en");
    const welsh = translator(cy, "cy");
    for (const entry of RESEARCH_DICTIONARY) {
      expect(entry.describe(english), entry.column).not.toBe("");
      expect(entry.describe(welsh), entry.column).not.toBe(entry.describe(english));
    }
  });
});
