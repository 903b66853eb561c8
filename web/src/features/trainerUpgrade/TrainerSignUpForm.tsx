import { Checkbox, Intent } from "@blueprintjs/core";
import { decodeTrainerSignUpScreen, type TrainerSignUpState } from "@wellbeing/domain";
import { useRef, type FormEvent } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { FormField } from "../../ui/FormField";
import { focusFirstInvalid } from "../../ui/focusFirstInvalid";
import { showError } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { LocalAuthoritiesField } from "../users/LocalAuthoritiesField";
import { useTttUpgradeStep } from "./useTttUpgradeStep";

const EMPTY: TrainerSignUpState = { localAuthorities: [], isManager: false, acceptLocalLeadAccess: false };

/**
 * Trainer account completion (§2.18, §3 Trainer sign-up state): delivery local authorities (required;
 * new ones may be typed in), 'I'm managing groups of trainers' (local lead, else trainer) and the
 * consent to the local and regional lead's access, without which 'Sign Up' stays disabled.
 */
export const TrainerSignUpForm = () => {
  const t = useT();
  const form = useForm(EMPTY, decodeTrainerSignUpScreen);
  const upgrade = useTttUpgradeStep();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (!valid) return focusFirstInvalid(formRef.current);
    upgrade.mutate(
      { step: "howItWorks", role: valid.role, localAuthorities: [...valid.localAuthorities], acceptLocalLeadAccess: valid.acceptLocalLeadAccess },
      {
        onError: (error) => {
          // §8: a refused sign-up says something went wrong; a field the server judged shows under it, and a
          // condition not met (the address not proven, Train the Trainer not attended) says what to do.
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            form.setServerErrors(error.fields);
            focusFirstInvalid(formRef.current);
          } else showError(isApiError(error) && error.status === 409 ? errorMessage(error, t) : t("errors.generic"));
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="trainer-sign-up-form">
      <LocalAuthoritiesField
        id="trainer-local-authorities"
        selected={form.values.localAuthorities}
        onChange={(localAuthorities) => form.change({ localAuthorities })}
        error={form.errors.localAuthorities}
        placeholder={t("account.chooseLocalAuthorities")}
        hint={t("trainerUpgrade.localAuthoritiesHint")}
      />
      <FormField label={t("trainerUpgrade.managerHeading")} hint={t("trainerUpgrade.managerHint")}>
        <Checkbox
          id="trainer-manager"
          label={t("trainerUpgrade.managerLabel")}
          checked={form.values.isManager}
          onChange={(event) => form.change({ isManager: event.currentTarget.checked })}
        />
      </FormField>
      <FormField label={t("trainerUpgrade.consentHeading")} error={form.errors.acceptLocalLeadAccess}>
        <Checkbox
          id="trainer-consent"
          label={t("trainerUpgrade.consentLabel")}
          checked={form.values.acceptLocalLeadAccess}
          onChange={(event) => form.change({ acceptLocalLeadAccess: event.currentTarget.checked })}
          aria-invalid={form.errors.acceptLocalLeadAccess ? true : undefined}
        />
      </FormField>
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        icon="new-person"
        text={t("trainerUpgrade.signUp")}
        disabled={!form.values.acceptLocalLeadAccess}
        loading={upgrade.isPending}
      />
    </form>
  );
};
