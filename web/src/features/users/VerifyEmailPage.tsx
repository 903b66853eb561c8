import { Callout, Intent, Spinner } from "@blueprintjs/core";
import { addressAwaitingProof, pathTo } from "@wellbeing/domain";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { AuthCard } from "../auth/AuthCard";
import { loginFor } from "../auth/loginDestination";
import { useSignedInUser } from "../auth/queries";
import { useHomePath } from "../auth/useHomePath";
import { ResendVerification } from "./ResendVerification";
import { useVerifyEmail } from "./useEmailVerification";
import "./emailVerification.css";

/** Where to go on from here: home when logged in, else the log in screen. */
const ContinueButton = () => {
  const t = useT();
  const user = useSignedInUser();
  const home = useHomePath();
  return user ? (
    <LinkButton to={home} intent={Intent.PRIMARY} fill size="large" text={t("ui.continue")} />
  ) : (
    <LinkButton to={pathTo("login")} intent={Intent.PRIMARY} fill size="large" text={t("auth.logIn")} />
  );
};

/** What a refused link leaves the person to do: ask for a new one (logged in), or log in to ask. */
const AfterFailure = () => {
  const user = useSignedInUser();
  if (!user) {
    return (
      <p className="form-footer">
        <Link to={loginFor(pathTo("login"), pathTo("myAccount"))}>
          <T k="emailVerification.logInForNewLink" />
        </Link>
      </p>
    );
  }
  return addressAwaitingProof(user) === null ? <ContinueButton /> : <ResendVerification />;
};

/**
 * /verify-email/:token (issue 9), open to anyone: the token is the proof. Follows the link once on
 * arrival and says how it went: verifying, verified, or why not.
 */
export const VerifyEmailPage = () => {
  const t = useT();
  const { token = "" } = useParams();
  const { mutate, data, error, isSuccess, isError } = useVerifyEmail();
  const user = useSignedInUser();
  const followed = useRef(false);

  useEffect(() => {
    // Once per visit: the link works once, and React may run effects twice in development.
    if (followed.current) return;
    followed.current = true;
    mutate(token);
  }, [mutate, token]);

  if (isSuccess) {
    return (
      <AuthCard title={t("emailVerification.verifiedTitle")}>
        <Callout intent={Intent.SUCCESS} icon="tick-circle" role="status" className="verify-email-result">
          {data.message}
        </Callout>
        <ContinueButton />
      </AuthCard>
    );
  }
  if (isError) {
    // Followed twice (another tab got there first): a logged-in person with nothing left to prove is simply verified.
    const nothingToProve = user !== null && addressAwaitingProof(user) === null;
    return (
      <AuthCard title={t(nothingToProve ? "emailVerification.verifiedTitle" : "emailVerification.failedTitle")}>
        <Callout
          intent={nothingToProve ? Intent.SUCCESS : Intent.DANGER}
          icon={nothingToProve ? "tick-circle" : "error"}
          role={nothingToProve ? "status" : "alert"}
          className="verify-email-result"
        >
          {nothingToProve ? t("emailVerification.alreadyVerified") : errorMessage(error, t)}
        </Callout>
        <AfterFailure />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("emailVerification.mailHeading")}>
      <div className="verify-email-waiting" role="status">
        <Spinner size={20} aria-label={t("ui.loading")} />
        <T k="emailVerification.verifying" />
      </div>
    </AuthCard>
  );
};
