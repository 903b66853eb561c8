import { useParams } from "react-router-dom";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { ComingLaterSection } from "./ComingLaterSection";
import { EventDetailsSection } from "./EventDetailsSection";
import { useSessionDetails } from "./useSessionDetails";

/** Manage Session (§2.10): Event Details now; the other sections arrive later. */
export const SessionDetailsPage = () => {
  const { id = "" } = useParams();
  const session = useSessionDetails(id);
  return (
    <PageLayout title="Manage Session">
      {session.data ? (
        <div className="manage-sections">
          <EventDetailsSection session={session.data} />
          <ComingLaterSection title="Invite & Promote" icon="send-message" />
          <ComingLaterSection title="Manage Attendees" icon="people" />
          <ComingLaterSection title="Get Feedback" icon="chat" />
        </div>
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
};
