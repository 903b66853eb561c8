import { Switch } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { recordResultsAccessContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { showError, showSuccess } from "../../ui/toaster";
import { useMyResultsAccess, userKeys } from "./queries";

/**
 * My Account's consent to the caller's local lead and admins seeing their evaluation results (§6, §8),
 * staff only; saved as soon as it is switched (a toast says so).
 */
export const ResultsAccessSetting = () => {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useMyResultsAccess();
  const record = useMutation({
    mutationFn: (consent: boolean) => callContract(recordResultsAccessContract, { body: { consent } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.resultsAccess, saved);
      showSuccess(t("resultsAccess.saved"));
    },
    onError: (error) => showError(errorMessage(error, t)),
  });
  const consent = record.isPending ? record.variables : current.data?.consent;
  return (
    <FormField
      label={t("resultsAccess.title")}
      labelFor="results-access-consent"
      hint={current.isError ? t("resultsAccess.loadFailed") : t("resultsAccess.help")}
    >
      <Switch
        id="results-access-consent"
        label={t("resultsAccess.consent")}
        checked={consent ?? false}
        disabled={consent === undefined || record.isPending}
        onChange={(event) => record.mutate(event.currentTarget.checked)}
      />
    </FormField>
  );
};
