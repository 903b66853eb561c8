import { Button, Icon } from "@blueprintjs/core";
import { EMAIL_VERIFICATION_TEXTS } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { useResendVerification } from "./useEmailVerification";
import "./emailVerification.css";

/** 'Send the link again', with what came of it beside the button. */
export const ResendVerification = () => {
  const resend = useResendVerification();
  return (
    <div className="verification-resend">
      <Button icon="envelope" variant="outlined" text={EMAIL_VERIFICATION_TEXTS.resend} loading={resend.isPending} onClick={() => resend.mutate()} />
      {resend.isSuccess && (
        <span role="status" className="verification-outcome verification-sent">
          <Icon icon="tick-circle" /> {resend.data.message}
        </span>
      )}
      {resend.isError && (
        <span role="alert" className="verification-outcome verification-failed">
          <Icon icon="error" /> {errorMessage(resend.error)}
        </span>
      )}
    </div>
  );
};
