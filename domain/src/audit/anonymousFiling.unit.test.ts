import { describe, expect, it } from "vitest";
import { evaluationStream } from "../evaluations/streams";
import { decodeAuditCursor, encodeAuditCursor } from "./cursor";
import { dayOfEvent, fileAnonymously, isFiledAnonymously } from "./anonymousFiling";
import { fileEventData, personalFieldsOf } from "./eventIndexing";

const session = "0190a000-0000-7000-8000-00000000a001";
const person = "0190a000-0000-7000-8000-00000000b001";
const pseudonym = "5b8c1f0e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
const responseId = "8f0e1d2c-3b4a-4968-8776-655443322110";

describe("filing the response side of an evaluation (issue 24 §2)", () => {
  const submitted = {
    responseId,
    sessionId: session,
    surveyType: "post",
    questionnaireVersion: "v1",
    respondent: pseudonym,
    course: "C5",
    modules: ["1"],
    answers: { "session.overall": 5 },
    writtenAnswers: { "session.anythingElse": "Ana's own words" },
    demographicsGiven: false,
    disagreedToResearch: true,
    submittedAt: "2026-11-24T00:00:00.000Z",
  };

  it("given a response on its respondent's stream, then it is filed anonymously; the person's own streams are not", () => {
    expect(isFiledAnonymously(evaluationStream(session, pseudonym))).toBe(true);
    expect(isFiledAnonymously(`respondent-${person}`)).toBe(false);
    expect(isFiledAnonymously(`roster-${session}`)).toBe(false);
  });

  it("then it says only what the roster also says: the session, the evaluation, the course and the day", () => {
    const filed = fileAnonymously(evaluationStream(session, pseudonym), submitted, "2026-11-24T14:31:07.123Z");
    expect(filed).toEqual({
      streamId: `evaluation-${session}`,
      data: { sessionId: session, surveyType: "post", course: "C5", modules: ["1"], questionnaireVersion: "v1" },
      day: "2026-11-24",
      occurredAt: "2026-11-24T00:00:00.000Z",
      subjectIds: [session],
    });
    const text = JSON.stringify(filed);
    for (const hidden of [pseudonym, responseId, "Ana's own words", "session.overall", "14:31", "disagreedToResearch"]) expect(text).not.toContain(hidden);
  });

  it("then a withdrawal or a move keeps where it went, and nothing of whose it was", () => {
    const withdrawn = {
      responseId,
      sessionId: session,
      surveyType: "pre-course",
      respondent: pseudonym,
      movedTo: person,
      withdrawnAt: "2026-11-25T10:00:00.000Z",
    };
    expect(fileAnonymously(evaluationStream(session, pseudonym), withdrawn, "2026-11-25T10:00:00.000Z").data).toEqual({
      sessionId: session,
      surveyType: "pre-course",
      movedTo: person,
    });
  });

  it("dates events to the programme's day (UK time)", () => {
    expect(dayOfEvent("2026-06-01T23:30:00.000Z")).toBe("2026-06-02");
    expect(dayOfEvent("2026-12-01T23:30:00.000Z")).toBe("2026-12-01");
  });

  it("never files a respondent's pseudonym, for any reader", () => {
    const filed = fileEventData("RespondentPseudonymAssigned", { personId: person, pseudonym, assignedAt: "2026-11-24T09:00:00.000Z" });
    expect(JSON.stringify(filed)).not.toContain(pseudonym);
    expect(personalFieldsOf("RespondentPseudonymAssigned")).toEqual([]);
  });
});

describe("where a page of the history starts (issue 24 §4)", () => {
  it("reads back the place it handed out, and refuses anything else", () => {
    const place = { commit: "123456789012", prepare: "42", rank: 1 as const, tiebreak: "ab12" };
    expect(decodeAuditCursor(encodeAuditCursor(place))).toEqual(place);
    expect(decodeAuditCursor(encodeAuditCursor({ ...place, rank: 0, tiebreak: "" }))).toEqual({ ...place, rank: 0, tiebreak: "" });
    for (const wrong of ["", "1_2_3", "1_2_2_ab", "x_2_0_", "1_2_0_zz", "1_2_0_ab_c"]) expect(decodeAuditCursor(wrong)).toBeNull();
  });
});
