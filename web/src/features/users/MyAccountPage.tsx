import { Intent } from "@blueprintjs/core";
import { decodeAccountDetails, hasOrganisationFields, isStaffRole, pathTo } from "@wellbeing/domain";
import { useMemo, useRef, type FormEvent } from "react";
import { accountFieldErrors, errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { FullNameField } from "../../ui/FullNameField";
import { focusFirstInvalid } from "../../ui/focusFirstInvalid";
import { showError, showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useAccount, type Account } from "../auth/queries";
import { EmailVerificationCallout } from "./EmailVerificationCallout";
import { CorrespondenceLanguageSetting } from "./CorrespondenceLanguageSetting";
import { ResultsAccessSetting } from "./ResultsAccessSetting";
import { DeleteAccountButton } from "./DeleteAccountButton";
import { LocalAuthoritiesField } from "./LocalAuthoritiesField";
import { OrganisationPicker, type OrganisationChoice } from "./OrganisationPicker";
import { useUpdateAccount } from "./useAccountActions";

interface DetailsDraft {
  readonly name: string;
  readonly email: string;
  readonly organisation: OrganisationChoice | null;
  readonly localAuthorities: ReadonlyArray<string>;
}

const draftOf = (account: Account): DetailsDraft => ({
  name: account.name ?? "",
  email: account.email ?? "",
  organisation: account.organisation,
  localAuthorities: account.localAuthorities,
});

/**
 * My Account Details (§2.5): name and e-mail; organisation and delivery local authorities for
 * trainers and local leads. 'Save changes' and 'Delete account'. A new e-mail address waits for its
 * verification link: the field goes back to the address in use and the callout names the new one.
 */
export const MyAccountPage = () => {
  const t = useT();
  const account = useAccount();
  const updateAccount = useUpdateAccount();
  const validate = useMemo(() => decodeAccountDetails(account.role), [account.role]);
  const form = useForm(() => draftOf(account), validate);
  const formRef = useRef<HTMLFormElement>(null);
  const showsOrganisation = hasOrganisationFields(account.role);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (!valid) return focusFirstInvalid(formRef.current);
    updateAccount.mutate(valid, {
      onSuccess: (saved) => {
        if (saved.pendingEmail === null || saved.pendingEmail !== valid.email) return showSuccess(t("account.detailsSaved"));
        form.change({ email: saved.email ?? "" });
        showSuccess(t("emailVerification.detailsSavedPending", { email: saved.pendingEmail }), 8_000);
      },
      onError: (error) => {
        const fields = accountFieldErrors(error, t);
        if (fields) form.setServerErrors(fields);
        else showError(errorMessage(error, t));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <PageLayout
      title={t("account.myAccountTitle")}
      actions={<LinkButton to={pathTo("changePassword")} icon="key" variant="outlined" text={t("account.changePassword")} />}
      width="narrow"
    >
      <EmailVerificationCallout />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="account-form">
        <FullNameField id="account-name" value={form.values.name} onChange={(name) => form.change({ name })} error={form.errors.name} maxLength={100} />
        <EmailField id="account-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        {showsOrganisation && (
          <>
            <OrganisationPicker
              id="account-organisation"
              value={form.values.organisation}
              onChange={(organisation) => form.change({ organisation })}
              errors={form.errors}
              placeholder={t("account.chooseOrganisation")}
            />
            <LocalAuthoritiesField
              id="account-local-authorities"
              selected={form.values.localAuthorities}
              onChange={(localAuthorities) => form.change({ localAuthorities })}
              error={form.errors.localAuthorities}
              placeholder={t("account.chooseLocalAuthorities")}
            />
          </>
        )}
        {/* Saved as soon as it is chosen (a toast says so); the form's Save changes the fields above. */}
        <CorrespondenceLanguageSetting language={account.language} />
        {isStaffRole(account.role) && <ResultsAccessSetting />}
        <div className="account-actions">
          <DeleteAccountButton userId={account.userId} />
          <Button type="submit" intent={Intent.PRIMARY} size="large" text={t("ui.saveChanges")} loading={updateAccount.isPending} />
        </div>
      </form>
    </PageLayout>
  );
};
