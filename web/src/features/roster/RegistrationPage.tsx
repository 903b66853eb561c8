import { Card } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { useSignedInUser } from "../auth/queries";
import { FunderNotice } from "./FunderNotice";
import { RegistrationPanel } from "./RegistrationPanel";
import { RegistrationSummary } from "./RegistrationSummary";
import { usePublicSession } from "./queries";
import { useSessionFetchFailure } from "./useSessionFetchFailure";
import "./roster.css";

/** /register/:id (§2.12): the session, the funder notice, and the registration form or its confirmation. */
export const RegistrationPage = () => {
  const t = useT();
  const { id: shortId = "" } = useParams();
  const session = usePublicSession(shortId);
  const user = useSignedInUser();
  useSessionFetchFailure(session.error);

  return (
    <PageLayout title={t("roster.registrationTitle")} width="narrow">
      {session.data ? (
        <Card className="registration-card">
          <RegistrationSummary session={session.data} />
          <FunderNotice />
          <RegistrationPanel session={session.data} user={user} />
        </Card>
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
};
