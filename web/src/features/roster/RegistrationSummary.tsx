import { sessionFactTexts, type PublicSessionAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { ContactEmail, FactLines } from "../sessions/SessionFactParts";

/** What both registration pages show (§2.12): dates (DD/MM with their times), location, trainers, modules, contact e-mail. */
export const RegistrationSummary = ({ session }: { readonly session: PublicSessionAnswer }) => {
  const wording = useLanguage();
  const { t } = wording;
  // The registration page is public: it never carries the meeting link.
  const facts = sessionFactTexts({ ...session, meetingLink: null }, wording);
  return (
    <DetailRows
      rows={[
        [t("sessionFacts.course"), facts.course],
        [t("sessionFacts.dates"), <FactLines lines={facts.dates} />],
        [t("sessionFacts.location"), facts.location],
        [t("sessionFacts.trainers"), facts.trainers],
        [t("sessionFacts.modules"), facts.modules],
        [t("sessionFacts.contactEmail"), <ContactEmail email={session.contactEmail} />],
        ...(session.extraInfo ? ([[t("sessionFacts.extraInfo"), facts.extraInfo]] as const) : []),
      ]}
    />
  );
};
