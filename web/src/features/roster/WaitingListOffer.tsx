import { Callout } from "@blueprintjs/core";
import { offerDeadlineIn } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { RegistrationForm } from "./RegistrationForm";
import { useDeclineOffer } from "./useWaitingList";

/** A space held for the participant (issue 29): until when, the registration form (§2.12) to take it, or turn it down. */
export const WaitingListOffer = ({
  sessionId,
  offer,
  accepting,
  onAccept,
}: {
  readonly sessionId: string;
  readonly offer: { readonly offerId: string; readonly expiresAt: string };
  readonly accepting: boolean;
  readonly onAccept: (message: string) => void;
}) => {
  const { t, language } = useLanguage();
  const decline = useDeclineOffer(sessionId);
  return (
    <div className="registration-panel waiting-list-offer">
      <Callout intent="success" icon="tick-circle" title={t("waitingList.offerHeading")} role="status">
        {t("waitingList.offerHeld", { deadline: offerDeadlineIn(language, offer.expiresAt) })}
      </Callout>
      <RegistrationForm submitText={t("waitingList.accept")} submitting={accepting} onRegister={onAccept} />
      <Button
        variant="outlined"
        intent="danger"
        icon="cross"
        text={t("waitingList.decline")}
        loading={decline.isPending}
        disabled={accepting}
        onClick={() => decline.mutate(offer.offerId)}
      />
    </div>
  );
};
