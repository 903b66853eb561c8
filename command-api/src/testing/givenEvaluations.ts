import type { DomainEvent, SurveyType } from "@wellbeing/domain";

type EvaluationSubmitted = Extract<DomainEvent, { type: "EvaluationSubmitted" }>;

/**
 * A response as its evaluation stream holds it (a course C5 session of modules 1 and 2), for a given
 * history; `data` overrides any field, matchers included when it is what a spec expects appended.
 */
export const evaluationSubmitted = (
  sessionId: string,
  respondent: string,
  surveyType: SurveyType,
  submittedAt: string,
  data: Partial<EvaluationSubmitted["data"]> = {},
): EvaluationSubmitted => ({
  type: "EvaluationSubmitted",
  data: {
    responseId: `${respondent}-${surveyType}`,
    sessionId,
    surveyType,
    questionnaireVersion: "v1",
    respondent,
    course: "C5",
    modules: ["1", "2"],
    answers: { "behaviour.peopleSeen": 3 },
    writtenAnswers: { "demographic.jobTitle": "Support worker" },
    demographicsGiven: true,
    disagreedToResearch: false,
    submittedAt,
    ...data,
  },
});
