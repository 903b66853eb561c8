import { EmailVerificationCallout } from "../account/EmailVerificationCallout";
import { useT } from "../../i18n/useT";
import { NotAvailableYet } from "../../ui/NotAvailableYet";

/** The participant home (§2.6): not built yet, but it already asks a person with an unproven address to verify it. */
export const ParticipantHomePage = () => <NotAvailableYet title={useT()("dashboard.participantDashboard")} notice={<EmailVerificationCallout />} />;
