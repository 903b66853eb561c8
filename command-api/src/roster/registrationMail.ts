import {
  pathTo,
  sessionCalendarFile,
  surveyLinkPath,
  sessionEmailDetails,
  sessionFactsToDecide,
  startsCourse,
  type Language,
  type SessionFacts,
  type Translate,
} from "@wellbeing/domain";
import { linkTo, mailInLanguageOf, wordingsOf, type OutgoingMail } from "@wellbeing/platform";

/**
 * The registration confirmation (§2.12): what, when, where, who, the next step, and the session's
 * .ics file, in the registrant's language (both, Welsh first, when they never chose).
 */
export const registrationConfirmationMail = (options: {
  readonly to: string;
  readonly session: SessionFacts;
  readonly publicUrl: string;
  readonly now: Date;
  readonly language: Language | null;
  /** The registrant's own token for the pre-course link (issue 25: what they answer from it counts as theirs). */
  readonly linkToken: string | null;
}): OutgoingMail => {
  const { session, publicUrl } = options;
  const detailsUrl = linkTo(publicUrl, pathTo("participantSessionDetails", { id: session.id }));
  const preCourseUrl = linkTo(publicUrl, surveyLinkPath(session, "pre-course", options.linkToken));
  const notice = (t: Translate) => t("session.fundedEvaluationNotice", { evaluation: t("session.preCourseEvaluation") });
  return {
    to: [options.to],
    ...mailInLanguageOf(options.language, (t, language) => {
      const { title } = sessionFactsToDecide(session, { t, language });
      return {
        subject: t("mail.confirmationSubject", { title }),
        content: {
          heading: t("roster.registered"),
          paragraphs: [
            t("mail.confirmationIntro", { title }),
            startsCourse(session.modules) ? t("mail.confirmationPreCourse", { notice: notice(t) }) : t("mail.confirmationMaterials", { url: detailsUrl }),
            t("mail.confirmationCannotAttend"),
          ],
          details: sessionEmailDetails(session, true, { t, language }),
          action: startsCourse(session.modules)
            ? { label: t("roster.completePreCourse"), url: preCourseUrl }
            : { label: t("mail.confirmationView"), url: detailsUrl },
        },
      };
    }),
    attachments: [
      {
        filename: "session.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: sessionCalendarFile(session, detailsUrl, options.now, wordingsOf(options.language)),
      },
    ],
  };
};
