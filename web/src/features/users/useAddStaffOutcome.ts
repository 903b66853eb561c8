import { pathTo, type FieldErrors } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import type { StaffResult } from "./ResultAlert";

/**
 * What adding someone to the staff ends in (§8): a taken e-mail shows under the e-mail field and
 * other field refusals under their fields; any other refusal, like success, opens the result
 * alert, whose OK goes to the trainers list.
 */
export const useAddStaffOutcome = (form: { readonly setServerErrors: (errors: FieldErrors) => void }) => {
  const t = useT();
  const navigate = useNavigate();
  const [result, setResult] = useState<StaffResult | null>(null);
  return {
    result,
    succeed: (message: string) => setResult({ kind: "success", message }),
    refuse: (error: unknown) => {
      if (isApiError(error) && error.status === 409) form.setServerErrors({ email: error.fields.email ?? errorMessage(error, t) });
      else if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
      else setResult({ kind: "failure", message: errorMessage(error, t) });
    },
    close: () => {
      setResult(null);
      void navigate(pathTo("trainers"));
    },
  };
};
