import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_LANGUAGE, chooseLanguageContract, type Language } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { errorMessage } from "../../api/apiError";
import { LanguageChoiceField } from "../../i18n/LanguageChoiceField";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { authKeys } from "../auth/queries";

/** PATCH /api/users/language: the language of everything sent to the person, saved as soon as it is chosen. */
const useChooseLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => callContract(chooseLanguageContract, { body: { language } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
};

/** My Account's choice of the language to be written to in (issue 11). */
export const CorrespondenceLanguageSetting = ({ language }: { readonly language: Language | null }) => {
  const t = useT();
  const choose = useChooseLanguage();
  return (
    <LanguageChoiceField
      name="account-language"
      label={t("auth.correspondenceLanguage")}
      value={choose.variables ?? language ?? DEFAULT_LANGUAGE}
      onChange={(chosen) =>
        choose.mutate(chosen, {
          onSuccess: () => showSuccess(t("auth.languageSaved", { language: chosen })),
          onError: (error) => showError(errorMessage(error, t)),
        })
      }
    />
  );
};
