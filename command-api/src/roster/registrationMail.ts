import {
  ROSTER_TEXTS,
  SESSION_TEXTS,
  pathTo,
  sessionCalendarFile,
  sessionEmailDetails,
  sessionFactTexts,
  startsCourse,
  type SessionFacts,
} from "@wellbeing/domain";
import { linkTo, renderEmail, type OutgoingMail } from "@wellbeing/platform";

/** The registration confirmation (§2.12): what, when, where, who, the next step, and the session's .ics file. */
export const registrationConfirmationMail = (options: {
  readonly to: string;
  readonly session: SessionFacts;
  readonly publicUrl: string;
  readonly now: Date;
}): OutgoingMail => {
  const { session, publicUrl } = options;
  const { title } = sessionFactTexts(session);
  const detailsUrl = linkTo(publicUrl, pathTo("participantSessionDetails", { id: session.id }));
  const next = startsCourse(session.modules)
    ? { label: ROSTER_TEXTS.completePreCourse, url: linkTo(publicUrl, pathTo("survey", { id: session.shortId, type: "pre-course" })) }
    : { label: "View your session", url: detailsUrl };
  return {
    to: [options.to],
    subject: `${ROSTER_TEXTS.confirmationSubject}: ${title}`,
    ...renderEmail({
      heading: ROSTER_TEXTS.registered,
      paragraphs: [
        `You are registered for ${title}. The attached calendar file adds every date of the session to your calendar.`,
        startsCourse(session.modules)
          ? `${SESSION_TEXTS.fundedEvaluationNotice()} Please complete it before the session.`
          : `${ROSTER_TEXTS.whatNow}. You can see them, and your session, at ${detailsUrl}`,
        "If you can no longer attend, please let the trainer know or request removal from the session's page.",
      ],
      details: sessionEmailDetails(session, true),
      action: next,
    }),
    attachments: [{ filename: "session.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: sessionCalendarFile(session, detailsUrl, options.now) }],
  };
};
