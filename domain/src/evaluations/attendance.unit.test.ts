import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { checkAttendance, hasStarted, offersTrainerSignUp, type SubmittingRespondent } from "./attendance";
import { responseDay, sessionOfEvaluationStream, isEvaluationStream } from "./anonymity";
import { evaluationStream } from "./streams";

const on = (...days: string[]) => ({ dates: days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:00" })) });
const attendee: SubmittingRespondent = { kind: "person", registered: true, alreadyAnswered: false };
const notRegistered: SubmittingRespondent = { kind: "person", registered: false, alreadyAnswered: false };
const reasonOf = (result: Either.Either<void, { readonly _tag: string; readonly reason?: { readonly key: string } }>) =>
  Either.isLeft(result) ? `${result.left._tag} ${result.left.reason?.key ?? ""}`.trim() : "accepted";

describe("evaluations bound to attendance (issue 24 §1)", () => {
  it("given a registered attendee, when they answer the post-session evaluation from the session's first day, then it is accepted", () => {
    expect(reasonOf(checkAttendance(attendee, "post", on("2026-12-10", "2026-12-17"), "2026-12-10"))).toBe("accepted");
    expect(reasonOf(checkAttendance(attendee, "3-months-follow-up", on("2026-12-10"), "2027-03-10"))).toBe("accepted");
  });

  it("given a registered attendee, when they answer a post-type evaluation before the session's first day, then it is refused", () => {
    expect(reasonOf(checkAttendance(attendee, "post", on("2026-12-10"), "2026-12-09"))).toBe("NotAllowed survey.notStartedYet");
    expect(reasonOf(checkAttendance(attendee, "post-train-the-trainer", on("2026-12-10"), "2026-12-01"))).toBe("NotAllowed survey.notStartedYet");
  });

  it("given a person not registered for the session, when they answer any post-type evaluation, then it is refused", () => {
    for (const surveyType of ["post", "post-train-the-trainer", "post-trainer-upskill", "3-months-follow-up", "6-months-follow-up"] as const) {
      expect(reasonOf(checkAttendance(notRegistered, surveyType, on("2026-12-10"), "2026-12-20"))).toBe("NotAllowed survey.notRegisteredForSession");
    }
  });

  it("given anyone, when they answer the pre-course evaluation before the session, then it is accepted (a visitor's counts for no one)", () => {
    expect(reasonOf(checkAttendance(notRegistered, "pre-course", on("2026-12-10"), "2026-12-01"))).toBe("accepted");
    expect(reasonOf(checkAttendance({ kind: "visitor" }, "pre-course", on("2026-12-10"), "2026-12-01"))).toBe("accepted");
  });

  it("given the person's roster already records the evaluation (another device, another link), when they answer again, then §8's already submitted", () => {
    expect(reasonOf(checkAttendance({ ...attendee, alreadyAnswered: true }, "pre-course", on("2026-12-10"), "2026-12-01"))).toBe(
      "Conflict survey.alreadySubmitted",
    );
  });

  it("says a session has started from its first date on", () => {
    expect(hasStarted(on("2026-12-10", "2026-12-03").dates, "2026-12-03")).toBe(true);
    expect(hasStarted(on("2026-12-10").dates, "2026-12-09")).toBe(false);
    expect(hasStarted([], "2026-12-09")).toBe(false);
  });
});

describe("the trainer sign-up offer (issue 24 §1)", () => {
  const attended = { surveyType: "post-train-the-trainer" as const, emailVerified: true, registered: true, started: true };

  it("follows a verified address and an attended Train the Trainer session", () => {
    expect(offersTrainerSignUp(attended)).toBe(true);
  });

  it("is not offered without any one of them, nor after another evaluation", () => {
    expect(offersTrainerSignUp({ ...attended, emailVerified: false })).toBe(false);
    expect(offersTrainerSignUp({ ...attended, registered: false })).toBe(false);
    expect(offersTrainerSignUp({ ...attended, started: false })).toBe(false);
    expect(offersTrainerSignUp({ ...attended, surveyType: "post" })).toBe(false);
  });
});

describe("what the response side records (issue 24 §2)", () => {
  it("dates a response to the programme's day, never the moment", () => {
    expect(responseDay(new Date("2026-06-01T23:30:00Z"))).toBe("2026-06-02T00:00:00.000Z");
    expect(responseDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01T00:00:00.000Z");
  });

  it("knows an evaluation stream and its session without its respondent", () => {
    const sessionId = "0192f0a4-5c1e-7d2a-9b3c-4d5e6f708192";
    const stream = evaluationStream(sessionId, "5b8c1f0e-2d3a-4b5c-8d9e-0f1a2b3c4d5e");
    expect(isEvaluationStream(stream)).toBe(true);
    expect(sessionOfEvaluationStream(stream)).toBe(sessionId);
    expect(isEvaluationStream(`session-${sessionId}`)).toBe(false);
  });
});
