import { Icon } from "@blueprintjs/core";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { useResendVerification } from "./useEmailVerification";
import "./emailVerification.css";

/** 'Send the link again', with what came of it beside the button. */
export const ResendVerification = () => {
  const t = useT();
  const resend = useResendVerification();
  return (
    <div className="verification-resend">
      <Button icon="envelope" variant="outlined" text={t("emailVerification.resend")} loading={resend.isPending} onClick={() => resend.mutate()} />
      {resend.isSuccess && (
        <span role="status" className="verification-outcome verification-sent">
          <Icon icon="tick-circle" /> {resend.data.message}
        </span>
      )}
      {resend.isError && (
        <span role="alert" className="verification-outcome verification-failed">
          <Icon icon="error" /> {errorMessage(resend.error, t)}
        </span>
      )}
    </div>
  );
};
