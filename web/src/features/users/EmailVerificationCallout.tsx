import { Callout, Intent } from "@blueprintjs/core";
import { addressAwaitingProof } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { useSignedInUser } from "../auth/queries";
import { ResendVerification } from "./ResendVerification";
import "./emailVerification.css";

/** Tells a logged-in person an address of theirs awaits proof (their own, or a new one they asked for), with a way to get a new link. Nothing otherwise. */
export const EmailVerificationCallout = () => {
  const t = useT();
  const user = useSignedInUser();
  if (!user || addressAwaitingProof(user) === null) return null;
  const pending = user.pendingEmail;
  return (
    <Callout
      intent={Intent.WARNING}
      icon="envelope"
      className="verification-callout"
      title={t(pending ? "emailVerification.pendingTitle" : "emailVerification.unverifiedTitle")}
    >
      <p>
        {pending
          ? t("emailVerification.pendingText", { pendingEmail: pending, currentEmail: user.email ?? "" })
          : t("emailVerification.unverifiedText", { email: user.email ?? "" })}
      </p>
      <ResendVerification />
    </Callout>
  );
};
