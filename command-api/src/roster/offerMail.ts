import { offerDeadlineIn, pathTo, sessionEmailDetails, sessionFactsToDecide, type Language, type SessionFacts } from "@wellbeing/domain";
import { linkTo, mailInLanguageOf, type OutgoingMail } from "@wellbeing/platform";

/**
 * The offer of a freed space (issue 29), in the person's language (both, Welsh first, when they never
 * chose): the session, how long the space is held, and the link to accept or decline it. Its key names
 * the offer, so a reaction told again after a restart sends nothing more.
 */
export const offerMail = (options: {
  readonly to: string;
  readonly session: SessionFacts;
  readonly offerId: string;
  readonly expiresAt: string;
  readonly publicUrl: string;
  readonly language: Language | null;
}): OutgoingMail => {
  const { session } = options;
  const offerUrl = linkTo(options.publicUrl, pathTo("waitingListPlace", { id: session.id }));
  return {
    to: [options.to],
    idempotencyKey: `space-offer:${options.offerId}`,
    ...mailInLanguageOf(options.language, (t, language) => {
      const { title } = sessionFactsToDecide(session, { t, language });
      const deadline = offerDeadlineIn(language, options.expiresAt);
      return {
        subject: t("waitingList.mailSubject", { title }),
        content: {
          heading: t("waitingList.offerHeading"),
          paragraphs: [t("waitingList.mailIntro", { title }), t("waitingList.mailHeld", { deadline })],
          details: sessionEmailDetails(session, true, { t, language }),
          action: { label: t("waitingList.mailAction"), url: offerUrl },
        },
      };
    }),
  };
};
