import { sessionFactTexts, sessionFactsToDecide, type PublicSessionAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { ContactEmail, FactLines } from "../sessions/SessionFactParts";

/** What both registration pages show (§2.12): dates, location, trainers, modules, contact e-mail. */
export const RegistrationSummary = ({ session }: { readonly session: PublicSessionAnswer }) => {
  const wording = useLanguage();
  const { t } = wording;
  // The registration page is public: it never carries the meeting link.
  const facts = sessionFactTexts({ ...session, meetingLink: null }, wording);
  // Where a person decides whether to come: each day with its weekday and full date, in their language.
  const decide = sessionFactsToDecide({ ...session, meetingLink: null }, wording);
  return (
    <DetailRows
      rows={[
        [t("roster.factCourse"), decide.course],
        [t("roster.factDates"), <FactLines lines={decide.dates} />],
        [t("roster.factLocation"), decide.location],
        [t("roster.factTrainers"), decide.trainers],
        [t("roster.factModules"), decide.modules],
        [t("roster.factContactEmail"), <ContactEmail email={session.contactEmail} />],
        ...(session.extraInfo ? ([[t("roster.factExtraInfo"), facts.extraInfo]] as const) : []),
      ]}
    />
  );
};
