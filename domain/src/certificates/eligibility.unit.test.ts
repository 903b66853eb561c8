import { Either } from "effect";
import { describe, expect, it } from "vitest";
import type { SurveyType } from "../constants";
import { evaluationDecider } from "../evaluations/decider";
import type { EvaluationEvent } from "../evaluations/events";
import { message } from "../i18n/translate";
import { rosterDecider } from "../roster/decider";
import type { RosterEvent } from "../roster/events";
import { foldEvents } from "../shared/decider";
import { sessionDecider } from "../sessions/decider";
import type { SessionEvent } from "../sessions/events";
import { TRAINER, scheduled } from "../sessions/testFixtures";
import { attendanceDecider } from "../attendance/decider";
import type { AttendanceEvent } from "../attendance/events";
import { certifiedModule, trainerCertifiedModule, type CertificateClaimant, type CertificateEvidence } from "./eligibility";

// Who may have a module's certificate (§2.13, §4): given the session's, its roster's and the person's
// evaluation streams, when they claim a module, then it is certified or refused with the reason.

const ANA: CertificateClaimant = { participantId: "user-ana", email: "ana@example.org", emailVerified: true };
const NOW = "2026-12-02T10:00:00.000Z";

const session = (overrides: Record<string, unknown> = {}): SessionEvent =>
  scheduled([TRAINER], TRAINER, {
    dates: [
      { sessionDate: "2026-12-08", startTime: "10:00", endTime: "12:00" },
      { sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" },
    ],
    ...overrides,
  });

const registered = (person: { personKey: string; email: string; participantId: string | null }, sessionId = "s-1"): RosterEvent => ({
  type: "AttendeeRegistered",
  data: {
    sessionId,
    ...person,
    replacesPersonKey: null,
    selfRegistered: true,
    registeredBy: person.participantId ?? "staff",
    registeredAt: NOW,
    confirmedCount: 1,
  },
});
const invited = (person: { personKey: string; email: string }): RosterEvent => ({
  type: "InviteeAdded",
  data: { sessionId: "s-1", ...person, addedBy: TRAINER, addedAt: NOW },
});
const removed = (person: { personKey: string; email: string; participantId: string }): RosterEvent => ({
  type: "AttendeeRemoved",
  data: { sessionId: "s-1", ...person, discardedEvaluations: [], removedBy: TRAINER, removedAt: NOW, confirmedCount: 0 },
});
const ana = { personKey: "user-ana", email: "ana@example.org", participantId: "user-ana" };

const answered = (surveyType: SurveyType, responseId = `r-${surveyType}`, sessionId = "s-1"): EvaluationEvent => ({
  type: "EvaluationSubmitted",
  data: {
    responseId,
    sessionId,
    surveyType,
    questionnaireVersion: "v1",
    respondent: "pseudonym-ana",
    course: "C5",
    modules: ["1", "2"],
    answers: {},
    writtenAnswers: null,
    demographicsGiven: false,
    disagreedToResearch: false,
    submittedAt: NOW,
  },
});
const withdrawn = (surveyType: SurveyType): EvaluationEvent => ({
  type: "EvaluationWithdrawn",
  data: { responseId: `r-${surveyType}`, sessionId: "s-1", surveyType, respondent: "pseudonym-ana", movedTo: null, withdrawnAt: NOW },
});

/** The register recording `personKey` as come on each of `dates` (issue 29). */
const came = (personKey: string, dates: ReadonlyArray<string>, sessionId = "s-1"): AttendanceEvent[] =>
  dates.map((sessionDate) => ({
    type: "AttendanceRecorded",
    data: {
      sessionId,
      sessionDate,
      personKey,
      participantId: null,
      recordedBy: TRAINER,
      recordedAs: "trainer",
      method: "register",
      commandId: `c-${sessionDate}`,
      recordedAt: NOW,
    },
  }));
/** Ana came on both of the session's dates. */
const anaCame = came("user-ana", ["2026-12-01", "2026-12-08"]);

const evidenceOf = (streams: {
  session?: SessionEvent[];
  roster?: RosterEvent[];
  evaluation?: EvaluationEvent[];
  register?: AttendanceEvent[];
}): CertificateEvidence => ({
  session: foldEvents(sessionDecider, streams.session ?? []),
  roster: foldEvents(rosterDecider, streams.roster ?? []),
  evaluation: foldEvents(evaluationDecider, streams.evaluation ?? []),
  register: foldEvents(attendanceDecider, streams.register ?? []),
});

const given = (streams: Parameters<typeof evidenceOf>[0]) => ({
  whenClaiming: (module: "1" | "2" | "3" | "train-the-trainer", claimant: CertificateClaimant = ANA, now = NOW) => {
    const result = certifiedModule(evidenceOf(streams), claimant, module, now);
    return {
      thenCertified: (expected: object) => expect(Either.getOrThrow(result)).toEqual(expected),
      thenFails: (expected: object) => expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject(expected),
    };
  },
});

describe("a module's certificate", () => {
  it("given a confirmed attendee who gave the post-session evaluation, when they claim a module of the session, then it is certified with the course and the dates in order", () => {
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("pre-course"), answered("post")], register: anaCame })
      .whenClaiming("2")
      .thenCertified({ sessionId: "s-1", module: "2", course: "C5", dates: ["2026-12-01", "2026-12-08"], trainerIds: [TRAINER] });
  });

  it("given only the pre-course evaluation, when they claim, then they are told to complete the post-session evaluation first", () => {
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("pre-course")] })
      .whenClaiming("1")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.evaluationFirst") });
  });

  it("given a post-session evaluation that was withdrawn, when they claim, then it no longer counts", () => {
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("post"), withdrawn("post")] })
      .whenClaiming("1")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.evaluationFirst") });
  });

  it("given someone only invited, or taken off the registered list, when they claim, then only a confirmed attendee may", () => {
    given({ session: [session()], roster: [invited(ana)], evaluation: [answered("post")] })
      .whenClaiming("1")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.notAnAttendee") });
    given({ session: [session()], roster: [registered(ana), removed(ana)], evaluation: [answered("post")] })
      .whenClaiming("1")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.notAnAttendee") });
  });

  it("given staff listed the person's address, when they claim, then the address counts only once the account proved it", () => {
    const listed = { personKey: "email-ana", email: "ana@example.org", participantId: null };
    given({ session: [session()], roster: [registered(listed)], evaluation: [answered("post")], register: came("email-ana", ["2026-12-01", "2026-12-08"]) })
      .whenClaiming("1")
      .thenCertified({ sessionId: "s-1", module: "1", course: "C5", dates: ["2026-12-01", "2026-12-08"], trainerIds: [TRAINER] });
    given({ session: [session()], roster: [registered(listed)], evaluation: [answered("post")] })
      .whenClaiming("1", { ...ANA, emailVerified: false })
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.notAnAttendee") });
  });

  it("given a confirmed attendee of a session that has not started yet, when they claim, then they are told to wait for it; from its first day's start time, it counts", () => {
    // The session's first day is 1 December 2026, 10:00 UK time (UTC in winter).
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("post")] })
      .whenClaiming("1", ANA, "2026-12-01T09:59:00.000Z")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.notStartedYet") });
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("post")], register: anaCame })
      .whenClaiming("1", ANA, "2026-12-01T10:00:00.000Z")
      .thenCertified({ sessionId: "s-1", module: "1", course: "C5", dates: ["2026-12-01", "2026-12-08"], trainerIds: [TRAINER] });
  });

  it("given someone who is not an attendee of a session that has not started, when they claim, then they are told only an attendee may (not to wait)", () => {
    given({ session: [session()], roster: [invited(ana)] })
      .whenClaiming("1", ANA, "2026-11-01T10:00:00.000Z")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.notAnAttendee") });
  });

  it("given a confirmed attendee who gave the post-session evaluation but came on one date of two, or has no attendance recorded, when they claim, then they are told their attendance is not recorded", () => {
    for (const register of [
      came("user-ana", ["2026-12-01"]),
      [],
      [...anaCame.slice(0, 1), ...came("user-ana", ["2026-12-08"]).map((event) => ({ ...event, type: "NoShowRecorded" as const }))],
    ])
      given({ session: [session()], roster: [registered(ana)], evaluation: [answered("post")], register })
        .whenClaiming("1")
        .thenFails({ _tag: "NotAllowed", reason: message("certificates.attendanceNotRecorded") });
  });

  it("given a module the session does not hold, when they claim it, then the module field says so", () => {
    given({ session: [session()], roster: [registered(ana)], evaluation: [answered("post")] })
      .whenClaiming("3")
      .thenFails({ _tag: "ValidationFailed", fields: { module: message("certificates.notThisSessionsModule") } });
  });

  it("given no session, or a deleted one, when they claim, then the session is not found", () => {
    given({}).whenClaiming("1").thenFails({ _tag: "NotFound", what: "session" });
    given({
      session: [
        session(),
        { type: "SessionDeleted", data: { sessionId: "s-1", shortId: "abcd2345", trainerIds: [TRAINER], deletedBy: TRAINER, deletedAt: NOW } } as SessionEvent,
      ],
    })
      .whenClaiming("1")
      .thenFails({ _tag: "NotFound", what: "session" });
  });

  it("given a Train the Trainer session, when they gave the standard post survey instead of its own, then it is not certified", () => {
    given({ session: [session({ modules: ["train-the-trainer"] })], roster: [registered(ana)], evaluation: [answered("post")] })
      .whenClaiming("train-the-trainer")
      .thenFails({ _tag: "NotAllowed", reason: message("certificates.evaluationFirst") });
  });
});

describe("the trainer certificate", () => {
  const trainerCourse = (sessionId: string, lastDay: string, modules: string[] = ["train-the-trainer"]) =>
    scheduled([TRAINER], TRAINER, { sessionId, modules, dates: [{ sessionDate: lastDay, startTime: "10:00", endTime: "12:00" }] }) as SessionEvent;
  const completedCourse = (sessionId: string, lastDay: string, surveyType: SurveyType = "post-train-the-trainer") =>
    evidenceOf({
      session: [trainerCourse(sessionId, lastDay)],
      roster: [registered(ana, sessionId)],
      evaluation: [answered(surveyType, `r-${sessionId}`, sessionId)],
      register: came("user-ana", [lastDay], sessionId),
    });

  it("given several completed trainer courses and a module session, when they claim it, then it is the latest trainer course's special module", () => {
    const moduleSession = evidenceOf({
      session: [session({ sessionId: "s-module" })],
      roster: [registered(ana, "s-module")],
      evaluation: [answered("post", "r-m", "s-module")],
      register: came("user-ana", ["2026-12-01", "2026-12-08"], "s-module"),
    });
    const certified = trainerCertifiedModule([completedCourse("s-early", "2026-05-01"), moduleSession, completedCourse("s-late", "2026-11-01")], ANA, NOW);
    expect(Either.getOrThrow(certified)).toMatchObject({ sessionId: "s-late", module: "train-the-trainer", dates: ["2026-11-01"] });
  });

  it("given a trainer course whose evaluation is not done, when they claim, then they are told to complete it first", () => {
    const notAnswered = evidenceOf({ session: [trainerCourse("s-ttt", "2026-11-01")], roster: [registered(ana, "s-ttt")] });
    expect(Either.flip(trainerCertifiedModule([notAnswered], ANA, NOW)).pipe(Either.getOrThrow)).toMatchObject({
      _tag: "NotAllowed",
      reason: message("certificates.trainerEvaluationFirst"),
    });
    expect(Either.isLeft(trainerCertifiedModule([], ANA, NOW))).toBe(true);
  });
});
