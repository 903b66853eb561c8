import { walkInContract } from "@wellbeing/domain";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { showError, showSuccess } from "../../ui/toaster";

/** Add a walk-in by e-mail (issue 29): registered, marked as come on the date shown, and invited to make an account. */
export const WalkInForm = ({ sessionId, sessionDate }: { readonly sessionId: string; readonly sessionDate: string }) => {
  const t = useT();
  const refresh = useRefreshTopics();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const add = useMutation({
    mutationFn: () => callContract(walkInContract, { params: { sessionId }, body: { sessionDate, email, commandId: crypto.randomUUID() } }),
    onSuccess: () => {
      showSuccess(t("attendance.walkInAdded"));
      setEmail("");
      setError(undefined);
      refresh("attendance", "sessions");
    },
    onError: (failure) => {
      const emailError = isApiError(failure) ? failure.fields.email : undefined;
      if (emailError) setError(emailError);
      else showError(`${t("ui.errorPrefix")}${errorMessage(failure, t)}`);
      refresh("attendance", "sessions");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className="walk-in" onSubmit={submit} noValidate>
      <h4 className="walk-in-heading">{t("attendance.walkInHeading")}</h4>
      <p className="walk-in-help">{t("attendance.walkInHelp")}</p>
      <EmailField id={`walk-in-${sessionId}`} label={t("attendance.walkInEmail")} value={email} onChange={setEmail} error={error} />
      <Button type="submit" icon="new-person" text={t("attendance.walkInAdd")} loading={add.isPending} disabled={email.trim() === ""} />
    </form>
  );
};
