import { Callout } from "@blueprintjs/core";
import { pathTo, type ConfirmedRegistrationAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { WaitingListOffer } from "./WaitingListOffer";
import { useAcceptOffer, useJoinWaitingList, useLeaveWaitingList, useWaitingPlace } from "./useWaitingList";

/**
 * The participant and a session's waiting list (issue 29): join it when the session is full, their place
 * in line (and leaving it), or the space offered to them. When registered or when spaces are free, nothing,
 * or (`showRegistered`, the waiting-list page) a way to their session or to registering.
 */
export const WaitingListPanel = ({
  sessionId,
  showRegistered = false,
  onAccepted,
}: {
  readonly sessionId: string;
  readonly showRegistered?: boolean;
  /** Told when they took the space offered (the registration page then shows its confirmation). */
  readonly onAccepted?: (answer: ConfirmedRegistrationAnswer) => void;
}) => {
  const t = useT();
  const place = useWaitingPlace(sessionId);
  const join = useJoinWaitingList(sessionId);
  const leave = useLeaveWaitingList(sessionId);
  const [accepted, setAccepted] = useState(false);
  // Held here, not in the offer: the offer is gone once the read side says they are registered, maybe before the answer.
  const accept = useAcceptOffer(sessionId, (answer) => {
    setAccepted(true);
    onAccepted?.(answer);
  });
  if (accepted || (showRegistered && place.data?.status === "registered"))
    return (
      <Callout
        intent="success"
        icon="tick-circle"
        className="registration-panel"
        title={t(accepted ? "roster.registered" : "roster.alreadyRegistered")}
        role="status"
      >
        <LinkButton to={pathTo("participantSessionDetails", { id: sessionId })} variant="outlined" icon="arrow-right" text={t("roster.viewMySession")} />
      </Callout>
    );
  if (place.isPending) return <LoadingState />;
  if (place.isError) return <ErrorState message={t("ui.errorWentWrong")} onRetry={() => void place.refetch()} />;
  const { status, position, offer, full, ended, session } = place.data;

  if (status === "registered") return null;
  if (status === "offered" && offer)
    return (
      <WaitingListOffer
        sessionId={sessionId}
        offer={offer}
        accepting={accept.isPending}
        onAccept={(message) => accept.mutate({ offerId: offer.offerId, message })}
      />
    );
  if (status === "waiting")
    return (
      <Callout intent="primary" icon="people" className="registration-panel" title={t("waitingList.onList", { position: position ?? 1 })} role="status">
        <p>{t("waitingList.onListNote")}</p>
        <Button variant="outlined" icon="log-out" text={t("waitingList.leave")} loading={leave.isPending} onClick={() => leave.mutate(undefined)} />
      </Callout>
    );
  if (ended)
    return (
      <Callout intent="warning" icon="time" className="registration-panel" role="status">
        {t("roster.sessionEnded")}
      </Callout>
    );
  if (!full)
    return showRegistered ? <LinkButton to={pathTo("register", { id: session.shortId })} intent="primary" icon="edit" text={t("roster.register")} /> : null;
  return (
    <Callout intent="warning" icon="people" className="registration-panel">
      <p>{t("waitingList.fullNote")}</p>
      <Button intent="primary" icon="add" text={t("waitingList.join")} loading={join.isPending} onClick={() => join.mutate(undefined)} />
    </Callout>
  );
};
