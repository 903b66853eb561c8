import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../shared/fieldErrors";
import { message } from "../i18n/translate";
import { ParticipantSurveyQuery, SubmissionInput } from "./inputs";

const decode = decodeFields(SubmissionInput);
const SESSION = "0190c7a2-7f3e-7000-8000-000000000001";

const body = (formState: unknown, extra: Record<string, unknown> = {}) => ({ sessionId: SESSION, surveyType: "post", formState, ...extra });

describe("a submission's body (§3)", () => {
  it("given every kind of answer, then it decodes; texts are trimmed, consent defaults to agreed", () => {
    const decoded = decode(
      body({
        "expected.wellbeing": { answer: 7 },
        "session.wouldRecommend": { answer: "no", otherAnswer: "  Shorter please " },
        "session.mostUseful": { answer: ["videos"] },
        "trainer.statements": { answer: { explainedClearly: "agree" } },
        "session.anythingElse": { answer: null },
      }),
    );
    expect(Either.isRight(decoded)).toBe(true);
    if (Either.isRight(decoded)) {
      expect(decoded.right.formState["session.wouldRecommend"]).toEqual({ answer: "no", otherAnswer: "Shorter please" });
      expect(decoded.right.disagreedToResearch).toBe(false);
      expect(decoded.right.questionIDList).toEqual([]);
    }
  });

  it.each([
    ["a NUL in a text", { "session.anythingElse": { answer: "a\u0000b" } }],
    ["a lone surrogate in a free text", { "session.wouldRecommend": { answer: "no", otherAnswer: "\uD800" } }],
    ["a huge text", { "session.anythingElse": { answer: "x".repeat(1001) } }],
    ["a huge choice", { "session.mostUseful": { answer: ["x".repeat(101)] } }],
    ["too many choices", { "session.mostUseful": { answer: Array.from({ length: 51 }, (_, index) => `c${index}`) } }],
    ["an infinite number", { "expected.wellbeing": { answer: Number.POSITIVE_INFINITY } }],
    ["too many answers", Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`q${index}`, { answer: 1 }]))],
  ])("given %s, then it is refused", (_what, formState) => {
    expect(Either.isLeft(decode(body(formState)))).toBe(true);
  });

  it("given an answer under a code no question could have (a NUL in it), then it is left out", () => {
    const decoded = decode(body({ "bad\u0000code": { answer: 1 }, "expected.wellbeing": { answer: 7 } }));
    expect(Either.isRight(decoded) && Object.keys(decoded.right.formState)).toEqual(["expected.wellbeing"]);
  });

  it("given no form state or survey type, then each is required", () => {
    const decoded = decode({ sessionId: SESSION });
    expect(decoded).toEqual(Either.left({ surveyType: message("validation.required"), formState: message("validation.required") }));
  });

  it("given a session id that is not an id, then it is refused", () => {
    expect(Either.isLeft(decode(body({}, { sessionId: "abc" })))).toBe(true);
  });
});

describe("the participant status query", () => {
  it("given a session id and a survey type, then it decodes", () => {
    expect(Either.isRight(decodeFields(ParticipantSurveyQuery)({ sessionId: SESSION, surveyType: "pre-course", userTimeZone: "Europe/London" }))).toBe(true);
  });

  it("given an unknown survey type, then it is refused", () => {
    expect(Either.isLeft(decodeFields(ParticipantSurveyQuery)({ sessionId: SESSION, surveyType: "mid-course" }))).toBe(true);
  });
});
