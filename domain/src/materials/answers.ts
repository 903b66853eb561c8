import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { MATERIAL_KINDS, MATERIAL_TIMINGS } from "./documents";
import { MATERIAL_LOCKS } from "./gating";

// What the materials endpoints answer (§2.14).

/** GET /api/participant/materials: the courses the participant has sessions of (the course picker). */
export const MaterialCoursesAnswer = Schema.Struct({ courses: Schema.Array(CourseAnswer) });

const EvaluationLinkAnswer = Schema.Struct({ shortId: Schema.String, surveyType: SurveyTypeAnswer });

/** GET /api/participant/materials/:course: one card per module, each document open (with its download path) or locked (with why). */
export const MaterialsAnswer = Schema.Struct({
  course: CourseAnswer,
  modules: Schema.Array(
    Schema.Struct({
      module: ModuleAnswer,
      documents: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          kind: Schema.Literal(...MATERIAL_KINDS),
          timing: Schema.Literal(...MATERIAL_TIMINGS),
          lock: Schema.NullOr(Schema.Literal(...MATERIAL_LOCKS)),
          /** The download's path, for an open document only; `?language=cy|en` picks the language (else the caller's). */
          downloadUrl: Schema.NullOr(Schema.String),
        }),
      ),
      /** The pre-course evaluation that would open this card's locked pre-session document. */
      preCourseEvaluation: Schema.NullOr(EvaluationLinkAnswer),
      /** The post-session evaluation due now that would open this card's locked post-session document. */
      postSessionEvaluation: Schema.NullOr(EvaluationLinkAnswer),
    }),
  ),
});
export type MaterialsAnswer = typeof MaterialsAnswer.Type;
