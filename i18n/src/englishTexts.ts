import { SESSION_TEXTS } from "@wellbeing/domain";
import { inEnglishWords as english } from "./english";

/** The catalogue's texts with arguments, worded in English by group, as the specification writes them (tests read them). */
export const ENGLISH_TEXTS = {
  input: {
    tooLong: (max: number) => english("input.tooLong", { max: String(max) }),
    tooManyItems: (max: number) => english("input.tooManyItems", { max: String(max) }),
    capacityTooLarge: (max: number) => english("input.capacityTooLarge", { max: String(max) }),
  },
  session: {
    /**
     * The funder notice (§2.12): the course is funded, all participants must complete evaluations,
     * and the evaluation asked for takes about 2 minutes (§9), the pre-course one unless another is named.
     */
    fundedEvaluationNotice: (evaluation: string = SESSION_TEXTS.preCourseEvaluation) => english("session.fundedEvaluationNotice", { evaluation }),
  },
  mail: {
    /** The opening of an evaluation e-mail: each survey type asks at its own moment, so each has its own words. */
    surveyIntro: {
      "pre-course": (course: string) => english("mail.surveyIntroPreCourse", { course }),
      post: (course: string) => english("mail.surveyIntroPost", { course }),
      "post-train-the-trainer": (course: string) => english("mail.surveyIntroPostTrainTheTrainer", { course }),
      "post-trainer-upskill": (course: string) => english("mail.surveyIntroPostTrainerUpskill", { course }),
      "3-months-follow-up": (course: string) => english("mail.surveyIntroThreeMonths", { course }),
      "6-months-follow-up": (course: string) => english("mail.surveyIntroSixMonths", { course }),
    },
  },
  roster: {
    evaluatedCannotBeRemoved: (emails: ReadonlyArray<string>) => english("roster.evaluatedCannotBeRemoved", { emails: emails.join(", ") }),
    cannotRegisterAs: (role: string) => english("roster.cannotRegisterAs", { role }),
  },
  emailVerification: {
    linkSent: (email: string) => english("emailVerification.linkSent", { email }),
    unverifiedText: (email: string) => english("emailVerification.unverifiedText", { email }),
    pendingText: (pendingEmail: string, currentEmail: string) => english("emailVerification.pendingText", { pendingEmail, currentEmail }),
    detailsSavedPending: (email: string) => english("emailVerification.detailsSavedPending", { email }),
  },
  survey: {
    loggedInAsRole: (role: string) => english("survey.loggedInAsRole", { role }),
    step: (step: number, total: number) => english("survey.step", { step, total }),
  },
} as const;
