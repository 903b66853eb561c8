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
        [t("roster.factCourse"), facts.course],
        [t("roster.factDates"), <FactLines lines={facts.dates} />],
        [t("roster.factLocation"), facts.location],
        [t("roster.factTrainers"), facts.trainers],
        [t("roster.factModules"), facts.modules],
        [t("roster.factContactEmail"), <ContactEmail email={session.contactEmail} />],
        ...(session.extraInfo ? ([[t("roster.factExtraInfo"), facts.extraInfo]] as const) : []),
      ]}
    />
  );
};
