import { Callout } from "@blueprintjs/core";
import { offerDeadlineIn } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { RegistrationForm } from "./RegistrationForm";
import { useAcceptOffer, useDeclineOffer } from "./useWaitingList";

/** A space held for the participant (issue 29): until when, the registration form (§2.12) to take it, or turn it down. */
export const WaitingListOffer = ({
  sessionId,
  offer,
  onAccepted,
}: {
  readonly sessionId: string;
  readonly offer: { readonly offerId: string; readonly expiresAt: string };
  readonly onAccepted: () => void;
}) => {
  const { t, language } = useLanguage();
  const accept = useAcceptOffer(sessionId);
  const decline = useDeclineOffer(sessionId);
  return (
    <div className="registration-panel waiting-list-offer">
      <Callout intent="success" icon="tick-circle" title={t("waitingList.offerHeading")} role="status">
        {t("waitingList.offerHeld", { deadline: offerDeadlineIn(language, offer.expiresAt) })}
      </Callout>
      <RegistrationForm
        submitText={t("waitingList.accept")}
        submitting={accept.isPending}
        onRegister={(message) => accept.mutate({ offerId: offer.offerId, message }, { onSuccess: onAccepted })}
      />
      <Button
        variant="outlined"
        intent="danger"
        icon="cross"
        text={t("waitingList.decline")}
        loading={decline.isPending}
        disabled={accept.isPending}
        onClick={() => decline.mutate(offer.offerId)}
      />
    </div>
  );
};
