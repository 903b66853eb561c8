import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { cy } from "../../i18n/cy";
import { translator } from "../../i18n/translate";
import { RESEARCH_DICTIONARY } from "./dataDictionary";
import { RESEARCH_HEADER, endOfProgrammeDay, researchReplay, type LoggedEvent, type Pseudonymise } from "./researchDataset";

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

/** The dataset's header and rows (the test's cells hold no commas or quotes, so a line splits on its commas). */
const replay = (asOf: string, events: ReadonlyArray<LoggedEvent>) => {
  const fold = researchReplay(asOf);
  events.forEach(fold.add);
  const dataset = fold.dataset(pseudonymise);
  const rows = [...dataset.lines()].map((line) => line.split(","));
  expect(rows).toHaveLength(dataset.count);
  return { header: dataset.header, rows };
};

const column = (name: string) => RESEARCH_HEADER.indexOf(name);
const cell = (row: ReadonlyArray<string>, name: string) => row[column(name)];

describe("the research dataset replayed from the log", () => {
  it("given a consented response, then one row of pseudonymous ids, the session's facts and the answers, without written answers or contact details", () => {
    const { header, rows } = replay("2026-03-31", [scheduled("session-1", "2026-03-01T09:00:00Z"), submitted("response-1", "2026-03-10T12:00:00Z")]);
    expect(header).toBe(RESEARCH_HEADER);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.slice(0, 12)).toEqual(["r#pseudonym-ana", "r#response-1", "s#session-1", "pre-course", "v1", "C5", "1", "2026-03-10", "2026-03-10", "faceToFace", "t#trainer-1", "2026-03-10"]);
    expect(cell(row, "demographic.ageBand")).toBe("25-34");
    expect(header).not.toContain("demographic.jobTitle");
    expect(row.join("|")).not.toMatch(/Head of|example\.org|Commercial Street|Bring a pen|ab12cd34/);
  });

  it("given a response without research consent, then it is left out, and so are the demographics it gave", () => {
    const { rows } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      submitted("response-1", "2026-03-10T12:00:00Z", { disagreedToResearch: true }),
      submitted("response-2", "2026-03-11T12:00:00Z", { surveyType: "post", answers: { "session.stars": 4 }, demographicsGiven: false }),
    ]);
    expect(rows.map((row) => row[1])).toEqual(["r#response-2"]);
    expect(cell(rows[0]!, "demographic.ageBand")).toBe("");
  });

  it("given a person's later responses, then each carries the demographics they gave once, joined by their pseudonym", () => {
    const { rows } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      submitted("response-1", "2026-03-10T12:00:00Z"),
      submitted("response-2", "2026-03-11T12:00:00Z", { surveyType: "post", answers: { "session.stars": 4 }, demographicsGiven: false }),
    ]);
    expect(rows.map((row) => cell(row, "demographic.gender"))).toEqual(["woman", "woman"]);
  });

  it("given events after the day's end (UK time), then they are not replayed; summer's day ends at 23:00 UTC", () => {
    expect(new Date(endOfProgrammeDay("2026-07-01")).toISOString()).toBe("2026-07-01T23:00:00.000Z");
    expect(new Date(endOfProgrammeDay("2026-01-01")).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    const events = [scheduled("session-1", "2026-06-01T09:00:00Z"), submitted("response-1", "2026-07-01T22:59:59Z"), submitted("response-2", "2026-07-01T23:00:00Z", { respondent: "pseudonym-ben" })];
    expect(replay("2026-07-01", events).rows.map((row) => row[1])).toEqual(["r#response-1"]);
    expect(replay("2026-07-02", events).rows).toHaveLength(2);
  });

  it("given a withdrawn response, then it is gone; given a moved pre-course one, then it counts for its new session", () => {
    const { rows } = replay("2026-03-31", [
      scheduled("session-1", "2026-03-01T09:00:00Z"),
      scheduled("session-2", "2026-03-01T09:00:00Z", { dates: [{ sessionDate: "2026-03-20", startTime: null, endTime: null }], remote: true }),
      submitted("response-1", "2026-03-10T12:00:00Z"),
      submitted("response-2", "2026-03-10T12:30:00Z", { respondent: "pseudonym-ben", surveyType: "3-months-follow-up" }),
      { type: "EvaluationWithdrawn", recordedAt: at("2026-03-12T09:00:00Z"), data: { responseId: "response-2", movedTo: null } },
      { type: "EvaluationWithdrawn", recordedAt: at("2026-03-12T09:00:00Z"), data: { responseId: "response-1", movedTo: "session-2" } },
    ]);
    expect(rows.map((row) => [row[1], row[2], cell(row, "delivery"), cell(row, "session_first_date")])).toEqual([["r#response-1", "s#session-2", "online", "2026-03-20"]]);
  });

  it("given the same log in any replay, then the same rows in the same order (by the response's pseudonymous id)", () => {
    const events = [scheduled("session-1", "2026-03-01T09:00:00Z"), ...["c", "a", "b"].map((id, index) => submitted(`response-${id}`, `2026-03-1${index}T12:00:00Z`, { respondent: `p-${id}` }))];
    const first = replay("2026-03-31", events);
    expect(first.rows.map((row) => row[1])).toEqual(["r#response-a", "r#response-b", "r#response-c"]);
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
