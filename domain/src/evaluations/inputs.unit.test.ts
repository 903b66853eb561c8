import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { decodeFields } from "../shared/fieldErrors";
import type { FieldMessages } from "../shared/domainError";
import { message } from "../i18n/translate";
import { givenWhenThen } from "../testing/givenWhenThen";
import { evaluationDecider } from "./decider";
import { FORM_LIMITS } from "./formState";
import { ParticipantSurveyQuery, SubmissionInput, SurveyProgressInput } from "./inputs";
import { visibleGroups } from "./progress";
import { questionnaireV1 } from "./questionnaires/v1";
import { completeForm } from "./testFixtures";

// Given a body as it could arrive (from our screen, or from anyone), when it is decoded, then it is
// refused with each field's message, or accepted in the shape the decider and the read models hold.

const decode = decodeFields(SubmissionInput);
const SESSION = "0190c7a2-7f3e-7000-8000-000000000001";

const body = (formState: unknown, extra: Record<string, unknown> = {}) => ({ sessionId: SESSION, surveyType: "post", formState, ...extra });

/** The field messages a body is refused with (fails the test when it is accepted). */
const refusal = (input: unknown, decoder: (input: unknown) => Either.Either<unknown, FieldMessages> = decode): FieldMessages => {
  const decoded = decoder(input);
  if (Either.isRight(decoded)) throw new Error(`expected a refusal, got ${JSON.stringify(decoded.right)}`);
  return decoded.left;
};

/** A form of `count` answers under codes `prefix0`, `prefix1`... */
const answers = (count: number, prefix = "q") => Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, { answer: 1 }]));

/** A value nested `depth` objects deep: the HTTP edge refuses bodies deeper than 32 levels (platform MAX_JSON_DEPTH). */
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), "x");

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
    [
      "a NUL in a text",
      { "session.anythingElse": { answer: "a\u0000b" } },
      { "formState.session.anythingElse.answer": message("input.unsupportedCharacters") },
    ],
    [
      "a NUL in a free text",
      { "session.wouldRecommend": { answer: "no", otherAnswer: "a\u0000b" } },
      { "formState.session.wouldRecommend.otherAnswer": message("input.unsupportedCharacters") },
    ],
    [
      "a lone surrogate in a free text",
      { "session.wouldRecommend": { answer: "no", otherAnswer: "\uD800" } },
      { "formState.session.wouldRecommend.otherAnswer": message("input.unsupportedCharacters") },
    ],
    [
      "a lone low surrogate in a free text",
      { "session.wouldRecommend": { answer: "no", otherAnswer: "x\uDC00" } },
      { "formState.session.wouldRecommend.otherAnswer": message("input.unsupportedCharacters") },
    ],
    [
      "a NUL in a choice",
      { "session.mostUseful": { answer: ["vid\u0000eos"] } },
      { "formState.session.mostUseful.answer.0": message("input.unsupportedCharacters") },
    ],
    [
      "a huge text",
      { "session.anythingElse": { answer: "x".repeat(1001) } },
      { "formState.session.anythingElse.answer": message("input.tooLong", { max: "1000" }) },
    ],
    [
      "a huge free text",
      { "session.wouldRecommend": { answer: "no", otherAnswer: "x".repeat(1001) } },
      { "formState.session.wouldRecommend.otherAnswer": message("input.tooLong", { max: "1000" }) },
    ],
    ["a huge choice", { "session.mostUseful": { answer: ["x".repeat(101)] } }, { "formState.session.mostUseful.answer.0": message("survey.notAnOption") }],
    [
      "too many choices",
      { "session.mostUseful": { answer: Array.from({ length: 51 }, (_, index) => `c${index}`) } },
      { "formState.session.mostUseful.answer": message("survey.tooManyAnswers") },
    ],
    [
      "too many rated rows",
      { "trainer.statements": { answer: Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`r${index}`, "agree"])) } },
      { "formState.trainer.statements.answer": message("survey.tooManyAnswers") },
    ],
    [
      "a rating that is not a text",
      { "trainer.statements": { answer: { explainedClearly: { nested: "agree" } } } },
      { "formState.trainer.statements.answer.explainedClearly": message("survey.notAnOption") },
    ],
    ["a choice that is not a text", { "session.mostUseful": { answer: [1] } }, { "formState.session.mostUseful.answer.0": message("survey.notAnOption") }],
    [
      "an infinite number",
      { "expected.wellbeing": { answer: Number.POSITIVE_INFINITY } },
      { "formState.expected.wellbeing.answer": message("survey.mustBeAnswered") },
    ],
    [
      "a negative infinite number",
      { "expected.wellbeing": { answer: Number.NEGATIVE_INFINITY } },
      { "formState.expected.wellbeing.answer": message("survey.mustBeAnswered") },
    ],
    ["NaN", { "expected.wellbeing": { answer: Number.NaN } }, { "formState.expected.wellbeing.answer": message("survey.mustBeAnswered") }],
    ["true as an answer", { "expected.wellbeing": { answer: true } }, { "formState.expected.wellbeing.answer": message("survey.mustBeAnswered") }],
    [
      "a free text that is a number",
      { "session.wouldRecommend": { answer: "no", otherAnswer: 5 } },
      { "formState.session.wouldRecommend.otherAnswer": expect.objectContaining({ key: "input.notUnderstood" }) },
    ],
    ["too many answers", answers(FORM_LIMITS.answers + 1), { formState: message("survey.tooManyAnswers") }],
  ])("given %s, then it is refused with that field's message", (_what, formState, fields) => {
    expect(refusal(body(formState))).toEqual(fields);
  });

  it.each([
    ["an array", []],
    ["an array of answers", [{ answer: 1 }]],
    ["a string", "expected.wellbeing=7"],
    ["null", null],
    ["a number", 7],
  ])("given a form state that is %s, then it is required", (_what, formState) => {
    expect(refusal(body(formState))).toEqual({ formState: message("validation.required") });
  });

  it.each([
    ["a bare number", 7],
    ["null", null],
    ["an array", [7]],
  ])("given an answer that is %s instead of {answer, otherAnswer}, then it is refused under its question", (_what, entry) => {
    expect(Object.keys(refusal(body({ "expected.wellbeing": entry })))).toEqual(["formState.expected.wellbeing"]);
  });

  it("given an answer with keys besides answer and otherAnswer, then they are left out", () => {
    const decoded = decode(body({ "expected.wellbeing": { answer: 7, score: 99, otherAnswer: null, __proto__: { polluted: true } } }));
    expect(Either.isRight(decoded) && decoded.right.formState).toEqual({ "expected.wellbeing": { answer: 7, otherAnswer: null } });
  });

  it("given an answer left out or null, then it reads as blank", () => {
    const decoded = decode(body({ "expected.wellbeing": {}, "expected.planning": { answer: null, otherAnswer: null } }));
    expect(Either.isRight(decoded) && decoded.right.formState).toEqual({
      "expected.wellbeing": { answer: null, otherAnswer: null },
      "expected.planning": { answer: null, otherAnswer: null },
    });
  });

  it("given an answer under a code no question could have (a NUL in it), then it is left out", () => {
    const decoded = decode(body({ "bad\u0000code": { answer: 1 }, "expected.wellbeing": { answer: 7 } }));
    expect(Either.isRight(decoded) && Object.keys(decoded.right.formState)).toEqual(["expected.wellbeing"]);
  });

  it("given as many answers as a form may hold, then it decodes; one more, even under codes no question has, and it is refused", () => {
    expect(Either.isRight(decode(body(answers(FORM_LIMITS.answers))))).toBe(true);
    expect(refusal(body(answers(FORM_LIMITS.answers + 1, "_")))).toEqual({ formState: message("survey.tooManyAnswers") });
  });

  it("given 50,000 answers (about a 1 MB body), then it is refused as too many before any answer is read", () => {
    expect(refusal(body(answers(50_000)))).toEqual({ formState: message("survey.tooManyAnswers") });
  });

  it("given an answer nested as deep as a body may be, then it is refused under its question, not thrown", () => {
    expect(refusal(body({ "trainer.statements": { answer: nested(30) } }))).toEqual({ "formState.trainer.statements.answer.a": message("survey.notAnOption") });
  });

  it("given a number sent as a text, then it decodes as given, and the decider refuses it with the question's range", () => {
    const groups = visibleGroups(questionnaireV1, "post", { demographicsKnown: true });
    const decoded = decode(body({ ...completeForm(groups), "expected.wellbeing": { answer: "7" } }));
    if (Either.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left));
    expect(decoded.right.formState["expected.wellbeing"]).toEqual({ answer: "7", otherAnswer: null });
    givenWhenThen(evaluationDecider)
      .given()
      .when({
        type: "SubmitEvaluation",
        responseId: "response-1",
        sessionId: SESSION,
        surveyType: "post",
        questionnaireVersion: "v1",
        respondent: "pseudonym-1",
        demographicsKnown: true,
        formState: decoded.right.formState,
        disagreedToResearch: decoded.right.disagreedToResearch,
        course: "C5",
        modules: ["2"],
        now: "2026-03-01T10:00:00.000Z",
      })
      .thenFails({ _tag: "ValidationFailed", fields: { "formState.expected.wellbeing": message("survey.numberOutOfRange", { min: 0, max: 10 }) } });
  });

  it.each([
    ["the text true", "true"],
    ["null", null],
    ["1", 1],
  ])("given research consent as %s, then it is refused: true or false", (_what, disagreedToResearch) => {
    expect(refusal(body({}, { disagreedToResearch }))).toEqual({ disagreedToResearch: message("list.trueOrFalse") });
  });

  it("given no form state or survey type, then each is required", () => {
    const decoded = decode({ sessionId: SESSION });
    expect(decoded).toEqual(Either.left({ surveyType: message("validation.required"), formState: message("validation.required") }));
  });

  it("given nothing at all, then every required field is named", () => {
    expect(refusal({})).toEqual({
      sessionId: message("validation.required"),
      surveyType: message("validation.required"),
      formState: message("validation.required"),
    });
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "formState"],
  ])("given a body that is %s, then it is refused as a whole", (_what, input) => {
    expect(Object.keys(refusal(input))).toEqual(["_"]);
  });

  it("given a session id that is not an id, then it is refused", () => {
    expect(Either.isLeft(decode(body({}, { sessionId: "abc" })))).toBe(true);
    expect(refusal(body({}, { sessionId: 42 }))).toEqual({ sessionId: message("validation.required") });
  });

  it("given a survey type that is a number, then it is required", () => {
    expect(refusal(body({}, { surveyType: 3 }))).toEqual({ surveyType: message("validation.required") });
  });

  it("given the codes the screen showed, then they are kept; 10,000 of them, one not a code, or a text instead of a list, and they are refused", () => {
    const decoded = decode(body({}, { questionIDList: ["expected.wellbeing", "session.stars"] }));
    expect(Either.isRight(decoded) && decoded.right.questionIDList).toEqual(["expected.wellbeing", "session.stars"]);
    expect(refusal(body({}, { questionIDList: Array.from({ length: 10_000 }, (_, index) => `q${index}`) }))).toEqual({
      questionIDList: message("survey.tooManyAnswers"),
    });
    expect(refusal(body({}, { questionIDList: ["session.stars", "bad\u0000code"] }))).toEqual({ "questionIDList.1": message("survey.notInThisEvaluation") });
    expect(Object.keys(refusal(body({}, { questionIDList: "session.stars" })))).toEqual(["questionIDList"]);
  });
});

describe("the saved progress body", () => {
  const decodeProgress = decodeFields(SurveyProgressInput);

  it("given a half-answered form, then it decodes as it is (a draft may be incomplete)", () => {
    const decoded = decodeProgress(body({ "expected.wellbeing": { answer: 7 }, "session.stars": {} }));
    expect(Either.isRight(decoded) && decoded.right.formState).toEqual({
      "expected.wellbeing": { answer: 7, otherAnswer: null },
      "session.stars": { answer: null, otherAnswer: null },
    });
  });

  it("given a form state that is not an object, then it is required; nothing at all, and every field is named", () => {
    for (const formState of [[], "x", null, 7]) expect(refusal(body(formState), decodeProgress)).toEqual({ formState: message("validation.required") });
    expect(refusal({}, decodeProgress)).toEqual({
      sessionId: message("validation.required"),
      surveyType: message("validation.required"),
      formState: message("validation.required"),
    });
  });

  it("given text no read model can hold, too many answers or a huge text, then it is refused with the field's message", () => {
    expect(refusal(body({ "session.wouldRecommend": { answer: "no", otherAnswer: "\uD800" } }), decodeProgress)).toEqual({
      "formState.session.wouldRecommend.otherAnswer": message("input.unsupportedCharacters"),
    });
    expect(refusal(body(answers(10_000)), decodeProgress)).toEqual({ formState: message("survey.tooManyAnswers") });
    expect(refusal(body({ "session.anythingElse": { answer: "x".repeat(1001) } }), decodeProgress)).toEqual({
      "formState.session.anythingElse.answer": message("input.tooLong", { max: "1000" }),
    });
  });
});

describe("the participant status query", () => {
  const decodeQuery = decodeFields(ParticipantSurveyQuery);

  it("given a session id and a survey type, then it decodes", () => {
    expect(Either.isRight(decodeFields(ParticipantSurveyQuery)({ sessionId: SESSION, surveyType: "pre-course", userTimeZone: "Europe/London" }))).toBe(true);
  });

  it("given an unknown survey type, then it is refused", () => {
    expect(Either.isLeft(decodeFields(ParticipantSurveyQuery)({ sessionId: SESSION, surveyType: "mid-course" }))).toBe(true);
    expect(refusal({ sessionId: SESSION, surveyType: "mid-course" }, decodeQuery)).toEqual({ surveyType: message("validation.required") });
  });

  it("given nothing, then both are required; given each twice (?sessionId=a&sessionId=b), then each is required", () => {
    expect(refusal({}, decodeQuery)).toEqual({ sessionId: message("validation.required"), surveyType: message("validation.required") });
    expect(refusal({ sessionId: [SESSION, SESSION], surveyType: ["post", "post"] }, decodeQuery)).toEqual({
      sessionId: message("validation.required"),
      surveyType: message("validation.required"),
    });
  });

  it("given a session id with spaces around it, then it is not an id", () => {
    expect(refusal({ sessionId: ` ${SESSION} `, surveyType: "post" }, decodeQuery)).toEqual({ sessionId: message("validation.required") });
  });

  it("given a time zone holding NUL, or longer than any zone's name, then it is refused; one sent twice is not a zone", () => {
    expect(refusal({ sessionId: SESSION, surveyType: "post", userTimeZone: "Europe/\u0000" }, decodeQuery)).toEqual({
      userTimeZone: message("input.unsupportedCharacters"),
    });
    expect(Object.keys(refusal({ sessionId: SESSION, surveyType: "post", userTimeZone: "x".repeat(65) }, decodeQuery))).toEqual(["userTimeZone"]);
    expect(Object.keys(refusal({ sessionId: SESSION, surveyType: "post", userTimeZone: ["Europe/London", "Europe/Paris"] }, decodeQuery))).toEqual([
      "userTimeZone",
    ]);
  });

  it("given a parameter it does not know, then it is left out", () => {
    const decoded = decodeQuery({ sessionId: SESSION, surveyType: "post", debug: "1" });
    expect(Either.isRight(decoded) && decoded.right).toEqual({ sessionId: SESSION, surveyType: "post" });
  });
});
