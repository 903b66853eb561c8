import { Callout } from "@blueprintjs/core";
import { isUpcoming, pathTo, programmeDate, type ConfirmedRegistrationAnswer, type PublicSessionAnswer, type SignedInUser } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { LinkButton } from "../../ui/LinkButton";
import { withQuery } from "../auth/loginDestination";
import { StaffAccountNotice } from "../auth/StaffAccountNotice";
import { RegistrationConfirmation } from "./RegistrationConfirmation";
import { RegistrationForm } from "./RegistrationForm";
import { SkippedModulesWarning } from "./SkippedModulesWarning";
import { WaitingListPanel } from "./WaitingListPanel";
import { useRegistrationState } from "./queries";
import { useRegister } from "./useRegister";

/** Log in or sign up, then come back here (§2.5 source=registration with the short id). */
const LoggedOut = ({ shortId }: { readonly shortId: string }) => {
  const t = useT();
  const back = new URLSearchParams({ source: "registration", shortId });
  return (
    <div className="registration-panel">
      <p>{t("roster.loginToRegister")}</p>
      <div className="button-row">
        <LinkButton to={withQuery(pathTo("participantLogin"), back)} intent="primary" icon="log-in" text={t("auth.logIn")} />
        <LinkButton to={withQuery(pathTo("participantSignUp"), back)} variant="outlined" icon="new-person" text={t("roster.createAccount")} />
      </div>
    </div>
  );
};

/** The session has ended: registering is over (staff may still list someone who attended). */
const Ended = () => {
  const t = useT();
  return (
    <Callout intent="warning" icon="time" className="registration-panel" role="status">
      {t("roster.sessionEnded")}
    </Callout>
  );
};

/** A participant: the form, the ended text, the waiting list of a full session, or the confirmation once registered. */
const ParticipantRegistration = ({ session, user }: { readonly session: PublicSessionAnswer; readonly user: SignedInUser }) => {
  const state = useRegistrationState(session.shortId, user.userId);
  const register = useRegister(session.id);
  const [confirmed, setConfirmed] = useState<ConfirmedRegistrationAnswer | null>(null);

  if (confirmed)
    return <RegistrationConfirmation session={session} alreadyRegistered={confirmed.alreadyRegistered} skippedModules={state.data?.skippedModules ?? []} />;
  if (!state.data) return <LoadingState />;
  if (state.data.registered) return <RegistrationConfirmation session={session} alreadyRegistered skippedModules={state.data.skippedModules} />;
  if (state.data.ended) return <Ended />;
  // Full (or its free spaces held for those on its waiting list): join the list, see one's place, or take the space offered (issue 29).
  if (!state.data.registrationOpen) return <WaitingListPanel sessionId={session.id} onAccepted={setConfirmed} />;
  return (
    <>
      {/* Said before they confirm (§2.8): registering here skips earlier modules of the course. */}
      <SkippedModulesWarning modules={state.data.skippedModules} />
      <RegistrationForm
        submitting={register.isPending}
        onRegister={(message) => register.mutate({ email: user.email ?? "", message }, { onSuccess: setConfirmed })}
      />
    </>
  );
};

/** What the registration page offers this visitor (§2.12); a session that has ended offers registering to nobody. */
export const RegistrationPanel = ({ session, user }: { readonly session: PublicSessionAnswer; readonly user: SignedInUser | null }) => {
  const t = useT();
  const ended = !isUpcoming(session.dates, programmeDate(new Date()));
  if (!user) return ended ? <Ended /> : <LoggedOut shortId={session.shortId} />;
  if (user.role !== "participant")
    return ended ? <Ended /> : <StaffAccountNotice user={user} message={(role) => t("roster.cannotRegisterAs", { role })} className="registration-panel" />;
  return <ParticipantRegistration session={session} user={user} />;
};
