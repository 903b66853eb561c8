import { Callout, Intent } from "@blueprintjs/core";
import { EMAIL_VERIFICATION_TEXTS, addressAwaitingProof } from "@wellbeing/domain";
import { useSignedInUser } from "../auth/useAuth";
import { ResendVerification } from "./ResendVerification";
import "./emailVerification.css";

/** Tells a logged-in person an address of theirs awaits proof (their own, or a new one they asked for), with a way to get a new link. Nothing otherwise. */
export const EmailVerificationCallout = () => {
  const user = useSignedInUser();
  if (!user || addressAwaitingProof(user) === null) return null;
  const pending = user.pendingEmail;
  return (
    <Callout
      intent={Intent.WARNING}
      icon="envelope"
      className="verification-callout"
      title={pending ? EMAIL_VERIFICATION_TEXTS.pendingTitle : EMAIL_VERIFICATION_TEXTS.unverifiedTitle}
    >
      <p>{pending ? EMAIL_VERIFICATION_TEXTS.pendingText(pending, user.email ?? "") : EMAIL_VERIFICATION_TEXTS.unverifiedText(user.email ?? "")}</p>
      <ResendVerification />
    </Callout>
  );
};
