import { Card } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { FunderNotice } from "./FunderNotice";
import { RegistrationSummary } from "./RegistrationSummary";
import { WaitingListPanel } from "./WaitingListPanel";
import { useWaitingPlace } from "./useWaitingList";
import "./roster.css";

/** /waiting-list/:id (issue 29, the offer e-mail's link): the session, and the participant's place on its waiting list or the space offered. */
export const WaitingListPage = () => {
  const t = useT();
  const { id = "" } = useParams();
  const place = useWaitingPlace(id);
  return (
    <PageLayout title={t("waitingList.pageTitle")} width="narrow">
      <Card className="registration-card">
        {place.data && <RegistrationSummary session={place.data.session} />}
        {place.data?.status === "offered" && <FunderNotice />}
        <WaitingListPanel sessionId={id} showRegistered />
      </Card>
    </PageLayout>
  );
};
