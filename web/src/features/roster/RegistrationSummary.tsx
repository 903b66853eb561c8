import { sessionFactTexts, type PublicSessionAnswer } from "@wellbeing/domain";
import { DetailRows } from "../../ui/DetailRows";
import { ContactEmail, FactLines } from "../sessions/SessionFactParts";

/** What both registration pages show (§2.12): dates, location, trainers, modules, contact e-mail. */
export const RegistrationSummary = ({ session }: { readonly session: PublicSessionAnswer }) => {
  // The registration page is public: it never carries the meeting link.
  const facts = sessionFactTexts({ ...session, meetingLink: null });
  return (
    <DetailRows
      rows={[
        ["Course", facts.course],
        ["Date(s)", <FactLines lines={facts.dates} />],
        ["Location", facts.location],
        ["Trainer(s)", facts.trainers],
        ["Module(s)", facts.modules],
        ["Contact email", <ContactEmail email={session.contactEmail} />],
        ...(session.extraInfo ? ([["Extra info", facts.extraInfo]] as const) : []),
      ]}
    />
  );
};
