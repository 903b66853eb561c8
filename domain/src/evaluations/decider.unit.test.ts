import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { SurveyType } from "../constants";
import type { MoveInEvaluation, SubmitEvaluation, WithdrawEvaluations } from "./commands";
import { evaluationDecider } from "./decider";
import type { EvaluationEvent } from "./events";
import type { FormState } from "./formState";
import { visibleGroups } from "./progress";
import { questionnaireV1 } from "./questionnaires/v1";
import { completeForm } from "./testFixtures";

const { given } = givenWhenThen(evaluationDecider);

const NOW = "2026-03-01T10:00:00.000Z";
const SESSION = "session-1";
const RESPONDENT = "pseudonym-1";

/** A post survey answered in full (expected behaviour, the trainer, the session overall). */
const postAnswers: FormState = {
  "expected.wellbeing": { answer: 8, otherAnswer: null },
  "expected.planning": { answer: 6, otherAnswer: null },
  "expected.support": { answer: 10, otherAnswer: null },
  "trainer.statements": {
    answer: { explainedClearly: "agree", madeComfortable: "stronglyAgree", knewSubject: "agree", answeredQuestions: "disagree" },
    otherAnswer: null,
  },
  "session.stars": { answer: 4, otherAnswer: null },
  "session.mostUseful": { answer: ["videos", "somethingElse"], otherAnswer: "The role play" },
  "session.wouldRecommend": { answer: "yes", otherAnswer: "not asked, so not kept" },
  "session.anythingElse": { answer: "", otherAnswer: null },
  "demographic.ageBand": { answer: "25-34", otherAnswer: null },
};

const submit = (overrides: Partial<SubmitEvaluation> = {}): SubmitEvaluation => ({
  type: "SubmitEvaluation",
  responseId: "response-1",
  sessionId: SESSION,
  surveyType: "post",
  questionnaireVersion: "v1",
  respondent: RESPONDENT,
  demographicsKnown: false,
  formState: postAnswers,
  disagreedToResearch: false,
  course: "C5",
  modules: ["2"],
  now: NOW,
  ...overrides,
});

const submitted = (overrides: Partial<Extract<EvaluationEvent, { type: "EvaluationSubmitted" }>["data"]> = {}): EvaluationEvent => ({
  type: "EvaluationSubmitted",
  data: {
    responseId: "response-1",
    sessionId: SESSION,
    surveyType: "post",
    questionnaireVersion: "v1",
    respondent: RESPONDENT,
    course: "C5",
    modules: ["2"],
    answers: {
      "expected.wellbeing": 8,
      "expected.planning": 6,
      "expected.support": 10,
      "trainer.statements": { explainedClearly: "agree", madeComfortable: "stronglyAgree", knewSubject: "agree", answeredQuestions: "disagree" },
      "session.stars": 4,
      "session.mostUseful": ["videos", "somethingElse"],
      "session.wouldRecommend": "yes",
    },
    writtenAnswers: { "session.mostUseful": "The role play" },
    demographicsGiven: false,
    disagreedToResearch: false,
    submittedAt: NOW,
    ...overrides,
  },
});

describe("submitting an evaluation", () => {
  it("given nothing submitted, when a valid post survey arrives, then it is recorded: answers normalised, free text apart, unasked answers left out", () => {
    given().when(submit()).then(submitted());
  });

  it("given nothing submitted, when the respondent disagreed to research, then the consent is recorded with the response", () => {
    given()
      .when(submit({ disagreedToResearch: true }))
      .then(submitted({ disagreedToResearch: true }));
  });

  it("given a post survey submitted, when the same respondent submits it again, then it is refused with §8's text", () => {
    given(submitted())
      .when(submit({ responseId: "response-2" }))
      .thenFails({ _tag: "Conflict", reason: message("survey.alreadySubmitted") });
  });

  it("given a pre-course survey submitted, when the post survey arrives, then it is recorded (one per survey type)", () => {
    given(submitted({ surveyType: "pre-course" }))
      .when(submit())
      .then(submitted());
  });

  it("given a Train the Trainer session, when the standard post survey arrives, then it is refused: the post type follows the modules", () => {
    given()
      .when(submit({ modules: ["train-the-trainer"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("survey.notThisSessionsEvaluation") });
  });

  it("given nothing submitted, when required answers are missing or out of range, then each question gets its error", () => {
    const { ["session.stars"]: _stars, ...withoutStars } = postAnswers;
    const formState: FormState = {
      ...withoutStars,
      "expected.support": { answer: 11, otherAnswer: null },
      "session.wouldRecommend": { answer: "no", otherAnswer: " " },
    };
    given()
      .when(submit({ formState }))
      .thenFails({
        _tag: "ValidationFailed",
        fields: {
          "formState.expected.support": message("survey.numberOutOfRange", { min: 0, max: 10 }),
          "formState.session.stars": message("survey.mustBeAnswered"),
          "formState.session.wouldRecommend.otherAnswer": message("survey.mustBeAnswered"),
        },
      });
  });

  it("given nothing submitted, when a 'please specify' choice comes without its text, then the text must be answered", () => {
    const formState: FormState = { ...postAnswers, "session.mostUseful": { answer: ["somethingElse"], otherAnswer: null } };
    given()
      .when(submit({ formState }))
      .thenFails({ _tag: "ValidationFailed", fields: { "formState.session.mostUseful.otherAnswer": message("survey.mustBeAnswered") } });
  });
});

describe("demographics", () => {
  /** The questions a pre-course survey sent empty is told to answer. */
  const unansweredOfEmptyPreCourse = (demographicsKnown: boolean): ReadonlyArray<string> => {
    const result = evaluationDecider.decide(
      submit({ surveyType: "pre-course", modules: ["1"], formState: {}, demographicsKnown }),
      evaluationDecider.initialState,
    );
    if (result._tag !== "Left" || result.left._tag !== "ValidationFailed") throw new Error("expected a validation failure");
    return Object.keys(result.left.fields);
  };

  it("given demographics unknown, when a pre-course survey comes without them, then they must be answered", () => {
    expect(unansweredOfEmptyPreCourse(false)).toContain("formState.demographic.ageBand");
  });

  it("given demographics known, when a pre-course survey comes without them, then no demographic question is asked", () => {
    const unanswered = unansweredOfEmptyPreCourse(true);
    expect(unanswered.some((path) => path.startsWith("formState.demographic."))).toBe(false);
    expect(unanswered).toContain("formState.behaviour.peopleSeen");
  });
});

describe("a pre-course survey answered in full", () => {
  const groups = visibleGroups(questionnaireV1, "pre-course", { demographicsKnown: false });
  const formState: FormState = {
    ...completeForm(groups),
    "demographic.localAuthority": { answer: "Other, please specify", otherAnswer: "Cardiff" },
  };

  it("given demographics unknown, then the response gives them: its free text sealed apart from its choices", () => {
    const result = evaluationDecider.decide(submit({ surveyType: "pre-course", modules: ["1"], formState }), evaluationDecider.initialState);
    if (result._tag !== "Right") throw new Error(`expected events, got ${JSON.stringify(result.left)}`);
    const [event] = result.right;
    if (event?.type !== "EvaluationSubmitted") throw new Error("expected EvaluationSubmitted");
    expect(event.data.demographicsGiven).toBe(true);
    expect(event.data.writtenAnswers).toEqual({ "demographic.jobTitle": "Support worker", "demographic.localAuthority": "Cardiff" });
    expect(event.data.answers["demographic.localAuthority"]).toBe("Other, please specify");
    expect(event.data.answers["demographic.department"]).toBe("housingSupport");
    expect(Object.keys(event.data.answers)).toHaveLength(groups.flatMap((group) => group.questions).length - 1);
  });
});

describe("withdrawing a respondent's evaluations of a session (§4: staff removed them from the registered list)", () => {
  const LATER = "2026-03-05T09:00:00.000Z";
  const withdraw = (preCourseMovesTo: string | null = null): WithdrawEvaluations => ({
    type: "WithdrawEvaluations",
    sessionId: SESSION,
    respondent: RESPONDENT,
    preCourseMovesTo,
    now: LATER,
  });
  const withdrawn = (responseId: string, surveyType: SurveyType, movedTo: string | null = null, sessionId = SESSION): EvaluationEvent => ({
    type: "EvaluationWithdrawn",
    data: { responseId, sessionId, surveyType, respondent: RESPONDENT, movedTo, withdrawnAt: LATER },
  });
  const moveIn = (sessionId: string, overrides: Partial<MoveInEvaluation> = {}): MoveInEvaluation => ({
    type: "MoveInEvaluation",
    sessionId,
    respondent: RESPONDENT,
    responseId: "response-1",
    surveyType: "pre-course",
    movedFrom: SESSION,
    now: LATER,
    ...overrides,
  });
  const movedIn = (sessionId: string): EvaluationEvent => ({
    type: "EvaluationMovedIn",
    data: { responseId: "response-1", sessionId, surveyType: "pre-course", respondent: RESPONDENT, movedFrom: SESSION, movedAt: LATER },
  });

  it("given a pre-course and a 3-month follow-up, when they are withdrawn with nowhere to go, then both are deleted", () => {
    given(submitted({ surveyType: "pre-course" }), submitted({ responseId: "response-2", surveyType: "3-months-follow-up" }))
      .when(withdraw())
      .then(withdrawn("response-1", "pre-course"), withdrawn("response-2", "3-months-follow-up"));
  });

  it("given a pre-course and a follow-up, when another session takes the pre-course one, then only it moves: the follow-up is deleted", () => {
    given(submitted({ surveyType: "pre-course" }), submitted({ responseId: "response-2", surveyType: "3-months-follow-up" }))
      .when(withdraw("session-2"))
      .then(withdrawn("response-1", "pre-course", "session-2"), withdrawn("response-2", "3-months-follow-up"));
  });

  it("given nothing held (never answered, or already withdrawn), when withdrawn, then nothing is recorded", () => {
    given().when(withdraw()).then();
    given(submitted({ surveyType: "pre-course" }), withdrawn("response-1", "pre-course"))
      .when(withdraw())
      .then();
  });

  it("given a withdrawn pre-course, when the respondent answers it again for the session, then it is recorded", () => {
    const formState = completeForm(visibleGroups(questionnaireV1, "pre-course", { demographicsKnown: true }));
    const history = [submitted({ surveyType: "pre-course" }), withdrawn("response-1", "pre-course")];
    const result = evaluationDecider.decide(
      submit({ responseId: "response-3", surveyType: "pre-course", modules: ["1"], demographicsKnown: true, formState }),
      history.reduce(evaluationDecider.evolve, evaluationDecider.initialState),
    );
    expect(result._tag === "Right" && result.right.map((event) => event.type)).toEqual(["EvaluationSubmitted"]);
  });

  it("given nothing at the other session, when the pre-course response moves in, then it counts there", () => {
    given().when(moveIn("session-2")).then(movedIn("session-2"));
  });

  it("given a moved-in pre-course, when the respondent submits a pre-course there, then it is refused as already submitted", () => {
    given(movedIn("session-2"))
      .when(submit({ sessionId: "session-2", surveyType: "pre-course", modules: ["1"], formState: {} }))
      .thenFails({ _tag: "Conflict", reason: message("survey.alreadySubmitted") });
  });

  it("given a pre-course already held at the other session, when another moves in, then it is refused", () => {
    given(submitted({ sessionId: "session-2", surveyType: "pre-course", responseId: "response-9" }))
      .when(moveIn("session-2"))
      .thenFails({ _tag: "Conflict", reason: message("survey.alreadySubmitted") });
  });

  it("given a moved-in pre-course, when the respondent is removed from that session too, then it is withdrawn from there under the same response id", () => {
    given(movedIn("session-2"))
      .when({ ...withdraw("session-3"), sessionId: "session-2" })
      .then(withdrawn("response-1", "pre-course", "session-3", "session-2"));
  });
});
