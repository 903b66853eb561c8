import { describe, expect, it } from "vitest";
import type { DomainEvent, SurveyType } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { evaluationsProjection } from "./projection";

// The evaluations read model: one row per response under its pseudonym, each person's pseudonym until
// they are erased (then their written answers go), and a live word to the session's staff and the person.

const spec = projectionSpec([evaluationsProjection]);
const announcing = projectionSpec(allProjections, { announce: true });
const session = "0190a000-0000-7000-8000-00000000a001";
const trainer = "0190a000-0000-7000-8000-00000000c001";
const ana = "0190a000-0000-7000-8000-00000000b001";
const pseudonym = "0190a000-0000-7000-8000-00000000d001";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();

const assigned: DomainEvent = { type: "RespondentPseudonymAssigned", data: { personId: ana, pseudonym, assignedAt: at(0) } };
const demographicsGiven: DomainEvent = { type: "RespondentDemographicsGiven", data: { personId: ana, givenAt: at(0) } };
const submitted = (responseId: string, surveyType: SurveyType, respondent = pseudonym): DomainEvent => ({
  type: "EvaluationSubmitted",
  data: {
    responseId,
    sessionId: session,
    surveyType,
    questionnaireVersion: "v1",
    respondent,
    course: "C5",
    modules: ["1"],
    answers: { "behaviour.peopleSeen": 3, "trainer.statements": { clear: "agree" } },
    writtenAnswers: { "demographic.jobTitle": "Nurse \u0000 \ud800" },
    demographicsGiven: surveyType === "pre-course",
    disagreedToResearch: false,
    submittedAt: at(1),
  },
});
const scheduled: DomainEvent = {
  type: "SessionScheduled",
  data: {
    sessionId: session,
    shortId: "abc123",
    course: "C5",
    modules: ["1"],
    dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
    capacity: 10,
    remote: true,
    address: null,
    meetingPlatform: "teams",
    meetingLink: "https://teams.microsoft.com/l/1",
    trainerIds: [trainer],
    contactEmail: "t@example.org",
    extraInfo: null,
    scheduledBy: trainer,
    scheduledAt: at(0),
  },
};
const accountDeleted: DomainEvent = { type: "AccountDeleted", data: { userId: ana, erasedKeys: [ana], deletedAt: at(5) } };

const respondentOn = (event: DomainEvent) => ({ streamId: `respondent-${ana}`, event });
const responseOn = (event: DomainEvent) => ({ streamId: `evaluation-${session}-${pseudonym}`, event });

describe("the evaluations projection", () => {
  it("holds each response under its pseudonym and each person's pseudonym with whether their demographics are known, in any batch split", async () => {
    const expectedResponse = {
      response_id: "0190a000-0000-7000-8000-00000000e001",
      session_id: session,
      survey_type: "pre-course",
      respondent: pseudonym,
      questionnaire_version: "v1",
      course: "C5",
      modules: ["1"],
      answers: { "behaviour.peopleSeen": 3, "trainer.statements": { clear: "agree" } },
      // Text a column cannot hold is kept with U+FFFD in its place.
      written_answers: { "demographic.jobTitle": "Nurse \uFFFD \uFFFD" },
      demographics_given: true,
      disagreed_to_research: false,
    };
    const events = [respondentOn(assigned), responseOn(submitted(expectedResponse.response_id, "pre-course")), respondentOn(demographicsGiven)];
    for (const batches of [[events], events.map((event) => [event])]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      expect(await projected.rows("evaluation_responses")).toEqual([{ ...expectedResponse, submitted_at: new Date(at(1)) }]);
      expect(await projected.rows("evaluation_respondents")).toEqual([{ person_id: ana, pseudonym, demographics_known: true }]);
    }
  });

  it("given a person erased, blanks their written answers, keeps the rest, and forgets their pseudonym", async () => {
    const projected = await spec.given(
      [respondentOn(assigned), responseOn(submitted("0190a000-0000-7000-8000-00000000e001", "pre-course"))],
      [{ streamId: `user-${ana}`, event: accountDeleted }],
    );
    expect(projected.failures).toEqual([]);
    expect(await projected.rows("evaluation_responses")).toMatchObject([{ written_answers: null, answers: { "behaviour.peopleSeen": 3 } }]);
    expect(await projected.rows("evaluation_respondents")).toEqual([]);
  });

  it("keeps one row when the same response is delivered again", async () => {
    const again = submitted("0190a000-0000-7000-8000-00000000e001", "post");
    const projected = await spec.given([responseOn(again)], [responseOn(again)]);
    expect(projected.failures).toEqual([]);
    expect(await projected.rows("evaluation_responses")).toHaveLength(1);
  });

  it("announces a response to the session's trainer, admins and the person who gave it", async () => {
    const projected = await announcing.given(
      [{ streamId: `session-${session}`, event: scheduled }, respondentOn(assigned)],
      [responseOn(submitted("0190a000-0000-7000-8000-00000000e001", "post"))],
    );
    expect(projected.failures).toEqual([]);
    expect(projected.announced).toEqual(
      expect.arrayContaining([{ topic: "sessions", ids: [session], audience: { roles: ["admin", "superAdmin"], userIds: [trainer, ana] } }]),
    );
  });

  it("announces a response on a session the sessions read model never saw to every staff role and the person, sessions and dashboards alike", async () => {
    const orphan = await announcing.given([respondentOn(assigned)], [responseOn(submitted("0190a000-0000-7000-8000-00000000e001", "post"))]);
    expect(orphan.failures).toEqual([]);
    const audience = { roles: expect.arrayContaining(["admin", "superAdmin", "localLead", "trainer"]), userIds: [ana] };
    expect(orphan.announced).toEqual(
      expect.arrayContaining([
        { topic: "sessions", ids: [session], audience },
        { topic: "dashboard", ids: [], audience },
      ]),
    );
  });

  describe("a removed attendee's responses (§4)", () => {
    const other = "0190a000-0000-7000-8000-00000000a002";
    const preCourse = "0190a000-0000-7000-8000-00000000e001";
    const followUp = "0190a000-0000-7000-8000-00000000e002";
    const withdrawn = (responseId: string, surveyType: SurveyType, movedTo: string | null): DomainEvent => ({
      type: "EvaluationWithdrawn",
      data: { responseId, sessionId: session, surveyType, respondent: pseudonym, movedTo, withdrawnAt: at(3) },
    });
    const movedIn: DomainEvent = {
      type: "EvaluationMovedIn",
      data: { responseId: preCourse, sessionId: other, surveyType: "pre-course", respondent: pseudonym, movedFrom: session, movedAt: at(3) },
    };
    const movedOn = (event: DomainEvent) => ({ streamId: `evaluation-${other}-${pseudonym}`, event });
    const sessionsOf = async (projected: { rows: (table: string) => Promise<unknown[]> }) =>
      ((await projected.rows("evaluation_responses")) as Array<{ response_id: string; session_id: string }>).map(({ response_id, session_id }) => ({
        response_id,
        session_id,
      }));

    it("deletes the withdrawn ones and shows the moved pre-course one on the other session, in any batch split", async () => {
      const events = [
        respondentOn(assigned),
        responseOn(submitted(preCourse, "pre-course")),
        responseOn(submitted(followUp, "3-months-follow-up")),
        responseOn(withdrawn(preCourse, "pre-course", other)),
        responseOn(withdrawn(followUp, "3-months-follow-up", null)),
        movedOn(movedIn),
      ];
      for (const batches of [[events], events.map((event) => [event])]) {
        const projected = await spec.given(...batches);
        expect(projected.failures).toEqual([]);
        expect(await sessionsOf(projected)).toEqual([{ response_id: preCourse, session_id: other }]);
      }
    });

    it("tells the staff of both sessions and the person", async () => {
      const otherScheduled: DomainEvent = { ...scheduled, data: { ...(scheduled.data as object), sessionId: other, shortId: "abc124" } } as DomainEvent;
      const projected = await announcing.given(
        [
          { streamId: `session-${session}`, event: scheduled },
          { streamId: `session-${other}`, event: otherScheduled },
          respondentOn(assigned),
          responseOn(submitted(preCourse, "pre-course")),
        ],
        [responseOn(withdrawn(preCourse, "pre-course", other)), movedOn(movedIn)],
      );
      expect(projected.failures).toEqual([]);
      const audience = { roles: ["admin", "superAdmin"], userIds: [trainer, ana] };
      expect(projected.announced).toEqual(
        expect.arrayContaining([
          { topic: "sessions", ids: [session], audience },
          { topic: "sessions", ids: [other], audience },
        ]),
      );
    });
  });
});
