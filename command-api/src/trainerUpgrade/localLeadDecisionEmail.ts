import type { Language, LocalLeadDecision } from "@wellbeing/domain";
import { mailInLanguageOf, type OutgoingMail } from "@wellbeing/platform";

/** The person who asked for a local lead account learns the admin's decision, in their language (both, Welsh first, when never asked). */
export const localLeadDecisionEmail = (person: {
  readonly email: string;
  readonly name: string;
  readonly decision: LocalLeadDecision;
  readonly loginUrl: string;
  readonly language: Language | null;
}): OutgoingMail => ({
  to: [person.email],
  ...mailInLanguageOf(person.language, (t) =>
    person.decision === "approve"
      ? {
          subject: t("localLeadRequests.approvedSubject"),
          content: {
            heading: t("product.hello", { name: person.name }),
            paragraphs: [t("localLeadRequests.approvedIntro"), t("localLeadRequests.approvedHowTo")],
            action: { label: t("auth.logIn"), url: person.loginUrl },
          },
        }
      : {
          subject: t("localLeadRequests.declinedSubject"),
          content: {
            heading: t("product.hello", { name: person.name }),
            paragraphs: [t("localLeadRequests.declinedIntro")],
            action: { label: t("auth.logIn"), url: person.loginUrl },
          },
        },
  ),
});
